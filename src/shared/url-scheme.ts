/** `scheme://` at the start of a URL (RFC 3986 section 3.1): such a URL is absolute (C6). */
export const SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;
