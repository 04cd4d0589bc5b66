import { assistantRepository } from './repository';

/** What a ticket reads of an assistant thread: the thread and its messages, sent with it. */
export const threadRecords = {
  findThread: assistantRepository.findThread,
  messages: assistantRepository.messages,
};
