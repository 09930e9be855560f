// The URL of a route as the runtime compiles it, read at the type level: whether it is
// absolute, and its `:name` placeholders rewritten to `{name}` (the template compiler,
// src/template/compile-template.ts, reads them so at run time). The route types read placeholders from the rewritten URL.

type LowercaseLetter =
  | "a"
  | "b"
  | "c"
  | "d"
  | "e"
  | "f"
  | "g"
  | "h"
  | "i"
  | "j"
  | "k"
  | "l"
  | "m"
  | "n"
  | "o"
  | "p"
  | "q"
  | "r"
  | "s"
  | "t"
  | "u"
  | "v"
  | "w"
  | "x"
  | "y"
  | "z";

type WordChar =
  | LowercaseLetter
  | Uppercase<LowercaseLetter>
  | "0"
  | "1"
  | "2"
  | "3"
  | "4"
  | "5"
  | "6"
  | "7"
  | "8"
  | "9"
  | "_";

/** What may follow the first letter of a URI scheme. */
type SchemeChar = WordChar | "+" | "." | "-";

/** Whether every character of `Text` may follow the first letter of a scheme (`_` may not). */
type IsSchemeTail<Text extends string> = Text extends `${infer Char}${infer Rest}`
  ? Char extends Exclude<SchemeChar, "_">
    ? IsSchemeTail<Rest>
    : false
  : true;

/** Whether a text is a URI scheme: a letter, then letters, digits, `+`, `.` or `-`. */
type IsScheme<Text extends string> =
  Text extends `${LowercaseLetter | Uppercase<LowercaseLetter>}${infer Tail}`
    ? IsSchemeTail<Tail>
    : false;

/**
 * What follows `scheme://` in an absolute URL (the runtime's: the scheme starts the URL), or
 * `never` for a relative URL.
 */
export type AfterScheme<Url extends string> = Url extends `${infer Scheme}://${infer After}`
  ? IsScheme<Scheme> extends true
    ? After
    : never
  : never;

/** The word characters at the start of a text: the name of a `:name`. */
type ColonNameEnd<
  Text extends string,
  Name extends string = "",
> = Text extends `${infer Char}${infer Rest}`
  ? Char extends WordChar
    ? ColonNameEnd<Rest, `${Name}${Char}`>
    : Name
  : Name;

/** A `:name` counts when it is a lowercase letter and at least one more character. */
type ValidColonName<Name extends string> = Name extends `${LowercaseLetter}${infer Rest}`
  ? Rest extends ""
    ? never
    : Name
  : never;

/** Each `:name` of a literal rewritten to `{name}`, as the runtime's `colonToBraces` does. */
type BracedLiteral<
  Text extends string,
  Done extends string = "",
> = Text extends `${infer Before}:${infer After}`
  ? ValidColonName<ColonNameEnd<After>> extends infer Name extends string
    ? [Name] extends [never]
      ? BracedLiteral<After, `${Done}${Before}:`>
      : After extends `${Name}${infer Rest}`
        ? BracedLiteral<Rest, `${Done}${Before}{${Name}}`>
        : never
    : never
  : `${Done}${Text}`;

/** A literal cut at its first `?` or `#`: the part before, where the path ends. */
type BeforeQuery<Text extends string> = Text extends `${infer Path}?${string}`
  ? BeforeQuery<Path>
  : Text extends `${infer Path}#${string}`
    ? Path
    : Text;

/**
 * A path (from where the path starts) with each `:name` rewritten to `{name}`: outside the
 * expressions, up to the first literal `?` or `#`.
 */
type BracedPath<
  Text extends string,
  Done extends string = "",
> = Text extends `${infer Literal}{${infer Body}}${infer Rest}`
  ? Literal extends `${string}${"?" | "#"}${string}`
    ? BracedTail<Literal, `{${Body}}${Rest}`, Done>
    : BracedPath<Rest, `${Done}${BracedLiteral<Literal>}{${Body}}`>
  : BracedTail<Text, "", Done>;

/** The last literal of the path, rewritten up to its `?` or `#`, then the rest as it is. */
type BracedTail<Literal extends string, Rest extends string, Done extends string> =
  BeforeQuery<Literal> extends infer Path extends string
    ? Literal extends `${Path}${infer Query}`
      ? `${Done}${BracedLiteral<Path>}${Query}${Rest}`
      : never
    : never;

/**
 * The authority of an absolute URL (what follows `scheme://`) and its path: the path starts at
 * the first `/` outside an expression. `never` when a `?` or `#` comes first: no path then.
 */
type BracedAfterScheme<
  Text extends string,
  Authority extends string = "",
> = Text extends `${infer Literal}{${infer Body}}${infer Rest}`
  ? Literal extends `${infer Host}/${infer Path}`
    ? Host extends `${string}${"?" | "#"}${string}`
      ? `${Authority}${Text}`
      : `${Authority}${Host}${BracedPath<`/${Path}{${Body}}${Rest}`>}`
    : Literal extends `${string}${"?" | "#"}${string}`
      ? `${Authority}${Text}`
      : BracedAfterScheme<Rest, `${Authority}${Literal}{${Body}}`>
  : Text extends `${infer Host}/${infer Path}`
    ? Host extends `${string}${"?" | "#"}${string}`
      ? `${Authority}${Text}`
      : `${Authority}${Host}${BracedPath<`/${Path}`>}`
    : `${Authority}${Text}`;

/**
 * A URL with its `:name` placeholders written as `{name}` (contract C4): only in the path,
 * never in the scheme, host, port or user info, inside an expression, or after a literal `?`
 * or `#`. A URL without a `:` is itself.
 */
export type BracedUrl<Url extends string> = Url extends `${string}:${string}`
  ? Url extends `${infer Scheme}://${infer After}`
    ? IsScheme<Scheme> extends true
      ? After extends `${string}:${string}`
        ? `${Scheme}://${BracedAfterScheme<After>}`
        : Url
      : BracedPath<Url>
    : BracedPath<Url>
  : Url;
