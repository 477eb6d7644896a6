import type { MessageFormatElement } from 'react-intl';
import type { SupportedLanguage } from '@/domain/language';

export type Messages = Record<string, MessageFormatElement[]>;

/**
 * Loads a language's pre-compiled catalog (one lazy chunk per language). English needs none: the
 * English default messages are compiled into the code by babel-plugin-formatjs.
 */
export async function loadMessages(language: SupportedLanguage): Promise<Messages> {
  switch (language) {
    case 'fr':
      return (await import(/* webpackChunkName: "messages-fr" */ './compiled/fr.json', { with: { type: 'json' } }))
        .default as Messages;
    case 'es':
      return (await import(/* webpackChunkName: "messages-es" */ './compiled/es.json', { with: { type: 'json' } }))
        .default as Messages;
    default:
      return {};
  }
}
