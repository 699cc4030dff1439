import DiaryContent
import DiaryMarkdown
import SampleWasm

/// The HTML around a doctest a reader can run: `Public/js/run.js` finds the figure, unhides its
/// inputs and button, runs the export from `wasm/<module>.wasm` and writes what it printed.
///
/// ```html
/// <figure class="example" data-module="Puzzles" data-export="doctest_3" data-inputs-export="doctest_3_inputs">
///   …the code…  …the recorded output…
///   <div class="run-inputs" hidden>…</div>
///   <button class="run" type="button" hidden>Запустить</button>
///   <output class="run-output" hidden></output> <span class="run-status"></span>
/// </figure>
/// ```
///
/// The figure opens with the swift block and closes after its ```` ```output ```` block, which the
/// sample extractor requires to follow with only blank lines between. Without JavaScript the
/// controls stay hidden and the page shows the code and the recorded output.
enum RunnableExampleMarkup {
    /// The opening tag of the example's figure.
    static func opening(_ example: RunnableExample) -> String {
        var attributes = " data-module=\"\(escape(example.module))\" data-export=\"\(escape(example.exportName))\""
        if let name = example.inputsExportName { attributes += " data-inputs-export=\"\(escape(name))\"" }
        return "<figure class=\"example\"\(attributes)>"
    }

    /// The inputs, the button, the place for the output, and the figure's closing tag.
    /// - Parameter runLabel: The button's word in the page's language.
    static func closing(_ example: RunnableExample, runLabel: String) -> String {
        var html = ""
        if !example.inputs.isEmpty {
            html += "<div class=\"run-inputs\" hidden>"
            for input in example.inputs { html += field(input) }
            html += "</div>"
        }
        return html
            + "<button class=\"run\" type=\"button\" hidden>\(escape(runLabel))</button>"
            + "<output class=\"run-output\" hidden></output><span class=\"run-status\" role=\"status\"></span>"
            + "</figure>\n"
    }

    /// A number field, or a list when the input names its choices; `data-default` holds the value
    /// the recorded output was made with.
    private static func field(_ input: DoctestInput) -> String {
        let label = "<span>\(escape(input.label))</span>"
        guard !input.choices.isEmpty else {
            return "<label>\(label)<input type=\"number\" inputmode=\"numeric\" step=\"1\" min=\"0\" "
                + "max=\"\(Int32.max)\" value=\"\(input.defaultValue)\" data-default=\"\(input.defaultValue)\"></label>"
        }
        var options = ""
        for (index, choice) in input.choices.enumerated() {
            let selected = index == Int(input.defaultValue) ? " selected" : ""
            options += "<option value=\"\(index)\"\(selected)>\(escape(choice))</option>"
        }
        return "<label>\(label)<select data-default=\"\(input.defaultValue)\">\(options)</select></label>"
    }

    private static func escape(_ text: String) -> String { HTMLEscaping.escape(text) }
}
