import { describeValue, RestbuildError } from "../errors.js";
import type { AuthorityPlan, TemplatePart } from "./template-program.js";
import { authorityEnd, authorityStart, checkAuthority, hasValidHost } from "./url-reading.js";

// C6 for an absolute template whose authority an expression may write into
// (`https://{tenant}.example.com/`, `https://api.example.com{+path}`): a value writes only
// host-name characters there (a port where the template puts `:` before it), never ends the
// authority early, and never extends a host the literal text wrote. Which expressions sit in
// the authority is decided when the template is compiled; a template whose literal text holds
// the whole authority has no plan and pays nothing.

const SLASH = 47;
const COLON = 58;

/**
 * The plan of an absolute template whose first literal, `scheme://…`, does not end the
 * authority: the parts up to the first literal `/`, `?` or `#` are the authority.
 */
export function planAuthority(parts: readonly TemplatePart[]): AuthorityPlan {
  const first = parts[0] as string;
  let literal = first.slice(authorityStart(first));
  let endPart = parts.length;
  let endOffset = 0;
  let userInfoBefore = 0;
  let literalBefore = 0;
  let hostTextBefore = 0;
  for (let index = 1; index < parts.length; index++) {
    const part = parts[index];
    if (typeof part !== "string") continue;
    const end = authorityEnd(part, 0);
    const text = part.slice(0, end);
    if (text !== "") literalBefore = index;
    if (text.includes("@")) userInfoBefore = index;
    if (startsHostText(text.slice(text.lastIndexOf("@") + 1))) hostTextBefore = index;
    literal += text;
    if (end < part.length) {
      endPart = index;
      endOffset = end;
      break;
    }
  }
  const scheme = first.slice(0, authorityStart(first));
  const whole = `${scheme}${literal}/`;
  return {
    endPart,
    endOffset,
    userInfoBefore,
    literalBefore,
    hostTextBefore,
    literalValid: hasValidHost(whole, scheme.length, whole.length - 1),
  };
}

/** Literal authority text that goes on with the host: anything but a port or nothing. */
function startsHostText(text: string): boolean {
  return text !== "" && text.charCodeAt(0) !== COLON;
}

/** Characters by the place in the authority a value writes to. */
const HOST_NAME = /^[A-Za-z0-9.-]*$/;
const PORT = /^[0-9]*$/;
const USER_INFO = /^[A-Za-z0-9._~%!$&'()*+,;=:-]*$/;

function isAlphanumeric(code: number): boolean {
  return (code >= 48 && code <= 57) || ((code | 32) >= 97 && (code | 32) <= 122);
}

/** Follows one expansion of a template with an {@link AuthorityPlan}. */
export class AuthorityGuard {
  /** The authority has not ended yet. */
  open = true;
  /** Where the authority ends in the expansion, once it has. */
  end = -1;
  /** The last text written into the authority came from the literal text. */
  #lastWasLiteral = true;
  /** A value wrote into the authority. */
  #written = false;
  /**
   * The last character written, kept here: reading it back from the expansion would flatten
   * the string being built on every expression, a quadratic cost over many expressions.
   */
  #previous = SLASH;

  constructor(readonly plan: AuthorityPlan) {}

  /** Notes the literal part `index`, appended at `start`. */
  literal(index: number, start: number, text: string): void {
    if (index === this.plan.endPart) {
      this.open = false;
      this.end = start + this.plan.endOffset;
    } else if (text !== "") {
      this.#lastWasLiteral = true;
      this.#previous = text.charCodeAt(text.length - 1);
    }
  }

  /**
   * Checks the output `piece` of the expression part `index`, appended at `start`.
   *
   * @throws {@link RestbuildError} `INVALID_HOST` when the piece would change the host.
   */
  expression(index: number, start: number, piece: string, name: () => string): void {
    if (piece === "") return;
    const cut = authorityEnd(piece, 0);
    const head = piece.slice(0, cut);
    if (head !== "") {
      if (!this.#fitsPlace(index, this.#previous, head)) {
        throw new RestbuildError(
          "INVALID_HOST",
          `the expression ${name()} writes ${describeValue(head)} into the URL's authority, where only ${this.#expected(index, this.#previous)} fits`,
        );
      }
      this.#written = true;
      this.#lastWasLiteral = false;
      this.#previous = head.charCodeAt(head.length - 1);
    }
    if (cut === piece.length) return;
    // A value may start the path right after the authority, never end it early: the host
    // stays the text written before it, and no literal host text moves into the path.
    if (head !== "" || index < this.plan.literalBefore || index < this.plan.userInfoBefore) {
      throw new RestbuildError(
        "INVALID_HOST",
        `the expression ${name()} ends the URL's authority with ${describeValue(piece)}, which would change the host the template names`,
      );
    }
    this.open = false;
    this.end = start;
  }

  #fitsPlace(index: number, previous: number, head: string): boolean {
    if (index < this.plan.userInfoBefore) return USER_INFO.test(head);
    if (this.#lastWasLiteral && previous === COLON) return PORT.test(head);
    // Glued to a host the literal text completed (`https://api.example.com{x}`, also before a
    // literal port: `http://127.0.0.1{x}:8080`): a value would extend it.
    if (this.#lastWasLiteral && (isAlphanumeric(previous) || previous === 93)) {
      return index < this.plan.hostTextBefore && HOST_NAME.test(head);
    }
    return HOST_NAME.test(head);
  }

  #expected(index: number, previous: number): string {
    if (index < this.plan.userInfoBefore) return "user info without '@', '/', '?' or '#'";
    if (this.#lastWasLiteral && previous === COLON) return "a port number";
    if (this.#lastWasLiteral && (isAlphanumeric(previous) || previous === 93)) {
      return "nothing (the host the template names ends there) or a path that starts with '/'";
    }
    return "host-name characters (letters, digits, '-', '.')";
  }

  /**
   * Checks the authority of the whole expansion, when a value wrote into it or when the
   * literal text alone names no valid host: the host the URL parser reads must be the host
   * that was written.
   *
   * @throws {@link RestbuildError} `INVALID_HOST` when it is not.
   */
  finish(url: string): void {
    const end = this.open ? url.length : this.end;
    if (!this.#written && this.plan.literalValid) return;
    checkAuthority(url, authorityStart(url), end, true);
  }

  /** Where the path starts, after {@link finish}. */
  pathStart(url: string): number {
    return this.open ? url.length : this.end;
  }
}
