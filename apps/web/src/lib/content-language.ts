/** The language a member wrote a text in: shared with the server (which labels reviews by it). */
export {
  type ContentLanguage,
  chineseScript,
  contentLanguage,
  isReadersLanguage,
} from '@ktravel/contract';
