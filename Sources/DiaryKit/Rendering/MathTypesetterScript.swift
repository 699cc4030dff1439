/// The JavaScript ``MathTypesetter`` gives `node`, kept as a string in the binary so an
/// installed `diary` needs no file beside it.
///
/// Arguments: the KaTeX module, then a JSON file `[[tex, isDisplay], …]`. It prints one JSON
/// array with `{"html": …}` (KaTeX's MathML) or `{"error": …}` per formula, in order. KaTeX
/// runs with `trust: false` (no `\href`, `\htmlClass`…), `strict: "ignore"` and
/// `throwOnError: true`, so a formula it cannot read is reported instead of drawn in red.
enum MathTypesetterScript {
    static let source = #"""
        "use strict";
        const fs = require("fs");
        const [katexPath, inputPath] = process.argv.slice(2);
        const katex = require(katexPath);
        const formulas = JSON.parse(fs.readFileSync(inputPath, "utf8"));
        const results = formulas.map(([tex, displayMode]) => {
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
        });
        process.stdout.write(JSON.stringify(results));
        """#
}
