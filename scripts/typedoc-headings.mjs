// A typedoc plugin: a Markdown heading keeps its inline code in the page's "On This Page"
// list and in its anchor. typedoc reads a heading's text from its plain text only, so
// "The `endpoint()` API" was listed as "The  API"; here the code is text that renders as code.
// It also stops bare file names from becoming links: linkify took "CONTRIBUTING.md" for a
// host name (.md is a top-level domain) and linked it to http://CONTRIBUTING.md, and it linked
// the hostile "//evil.example/x" that an error message quotes. Addresses written with their
// scheme are still linked.
import { Application } from "typedoc";

/** @param {import("typedoc").Application} app */
export function load(app) {
  // Options are read again after plugins load, so the loader is set once they are.
  app.on(Application.EVENT_BOOTSTRAP_END, () => {
    app.options.setValue("markdownItLoader", configure);
  });
}

/** @param {import("markdown-it").default} parser */
function configure(parser) {
  parser.linkify.set({ fuzzyLink: false });
  // A protocol-relative address is an example of what the library refuses, never a link.
  parser.linkify.add("//", null);
  parser.core.ruler.push("heading_code_as_text", (state) => {
    state.tokens.forEach((token, index) => {
      if (token.type !== "heading_open") return;
      for (const child of state.tokens[index + 1]?.children ?? []) {
        if (child.type !== "code_inline") continue;
        child.type = "text";
        child.meta = { ...child.meta, inlineCode: true };
      }
    });
  });
  const renderText = parser.renderer.rules.text;
  parser.renderer.rules.text = (tokens, index, options, env, self) => {
    const token = tokens[index];
    if (token?.meta?.inlineCode === true) {
      return `<code>${parser.utils.escapeHtml(token.content)}</code>`;
    }
    return renderText
      ? renderText(tokens, index, options, env, self)
      : self.renderToken(tokens, index, options);
  };
}
