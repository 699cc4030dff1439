/// The JavaScript ``MathTypesetter`` gives `node`, kept as a string in the binary so an
/// installed `diary` needs no file beside it.
///
/// Its last two arguments: the KaTeX module, then KaTeX's mhchem extension (`\ce{…}`, `\pu{…}`) or an empty
/// string when there is none. It then reads one JSON array `[[tex, isDisplay], …]` per line of
/// its standard input, for as long as the build runs, and answers each with one line: a JSON
/// array with `{"html": …}` (KaTeX's MathML) or `{"error": …}` per formula, in order. So one
/// `node` typesets every formula of a build. KaTeX runs with `trust: false` (no `\href`,
/// `\htmlClass`…), `strict: "ignore"` and `throwOnError: true`, so a formula it cannot read is
/// reported instead of drawn in red.
enum MathTypesetterScript {
    static let source = #"""
        "use strict";
        const Module = require("module");
        const readline = require("readline");
        const [katexPath, mhchemPath] = process.argv.slice(-2);
        const katex = require(katexPath);
        if (mhchemPath) {
          // The extension asks for "katex" by name: it gets the module loaded above.
          const resolve = Module._resolveFilename;
          Module._resolveFilename = function (request, ...rest) {
            return request === "katex" ? require.resolve(katexPath) : resolve.call(this, request, ...rest);
          };
          require(mhchemPath);
        }
        const typeset = ([tex, displayMode]) => {
          try {
            return {
              html: katex.renderToString(tex, {
                output: "mathml", displayMode, throwOnError: true, strict: "ignore", trust: false,
                maxExpand: 1000, maxSize: 100,
              }),
            };
          } catch (error) {
            return { error: String((error && error.message) || error) };
          }
        };
        const lines = readline.createInterface({ input: process.stdin, crlfDelay: Infinity });
        lines.on("line", (line) => {
          process.stdout.write(JSON.stringify(JSON.parse(line).map(typeset)) + "\n");
        });
        """#
}
