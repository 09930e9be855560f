// The command prints what the library's messages escape, by the same rule.
export {
  codePointName,
  escapeUnsafeChars,
  firstUnsafeIndex,
  hasUnsafeChar,
  isUnsafeChar,
} from "../shared/unsafe-chars.js";
