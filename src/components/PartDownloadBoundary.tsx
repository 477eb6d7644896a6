import { Button, HStack, Text } from '@chakra-ui/react';
import { Component, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { isDownloadError, retryMessage } from './downloadError';
import { retryFailedDownloads } from './retryableLazy';

interface State {
  error: unknown;
}

/**
 * Around a secondary part of a page (a section below the fold, the footer's form): when its code
 * cannot be downloaded, the part says so in place and offers to try again, and the page stays.
 * Any other error goes on to the page's error boundary.
 */
export class PartDownloadBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  private readonly retry = () => {
    retryFailedDownloads();
    this.setState({ error: null });
  };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (!isDownloadError(error)) throw error;
    return (
      <HStack role="alert" gap="3" wrap="wrap" py="2">
        <Text>
          <FormattedMessage
            id="partError.download"
            defaultMessage="This part of the page could not be downloaded. Check your connection, then try again."
            description="In place of a section whose code failed to download"
          />
        </Text>
        <Button size="sm" onClick={this.retry}>
          <FormattedMessage {...retryMessage} />
        </Button>
      </HStack>
    );
  }
}
