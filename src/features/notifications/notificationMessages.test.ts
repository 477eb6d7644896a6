import { notificationMessageId } from '@/domain/notificationSentence';
import { sentenceMessages } from './notificationMessages';

it("names each sentence's catalog message as the server reads it", () => {
  for (const [sentence, message] of Object.entries(sentenceMessages))
    expect(message.id).toBe(notificationMessageId(sentence as keyof typeof sentenceMessages));
});
