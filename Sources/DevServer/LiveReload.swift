import Foundation
import Synchronization

/// What a serving `diary` tells the pages open in a browser: which build they show, the problems
/// of the last build when it failed, and the warnings of the last good one (a Swift compile
/// error, a failing doctest or preview: the list `diary build` prints).
///
/// Pages learn it through Server-Sent Events on ``eventsPath``; the script at ``scriptPath``
/// reloads a page when a newer build changed it (a build that leaves its HTML as it was, such as
/// another page's sample module or a module's optimised `.wasm`, only moves its generation), and
/// shows an overlay with the `file:line` diagnostics while the last good site stays, or with the
/// warnings of the site it shows; the overlay goes when a build has neither. The script is added to HTML responses by the
/// server only (``inject(into:)``), never to the files of the site.
public final class LiveReload: Sendable {
    /// A build generation and, when the latest build failed, its diagnostics.
    struct State: Sendable, Hashable {
        /// Grows by one with every successful build.
        var generation = 1
        /// The failed build's diagnostics, one per line, or `nil` after a success.
        var problems: String?
        /// The warnings of the last successful build, or `nil` when it had none.
        var warnings: String? = nil
        /// The sample modules compiling now, in the order they started; `nil` until a build
        /// compiled one (the stream then says nothing of them).
        var compiling: [String]? = nil
    }

    /// Where the reload script is served.
    static let scriptPath = "/__diary/live.js"
    /// Where the event stream is served.
    static let eventsPath = "/__diary/events"

    private let state = Mutex(State())
    private let label: String

    /// The state of a first, successful build; `compilingLabel` is the badge's words in the
    /// site's language (the strings table's `serve_compiling`).
    public init(compilingLabel: String) {
        label = compilingLabel
    }

    /// The state of a first, successful build, with the badge's Russian words.
    public convenience init() {
        self.init(compilingLabel: LiveReload.compilingLabel)
    }

    /// The current state.
    var current: State { state.withLock { $0 } }

    /// A build succeeded: open pages reload, and show its `warnings` (`nil` when none).
    public func built(warnings: String? = nil) {
        state.withLock {
            $0.generation += 1
            $0.problems = nil
            $0.warnings = warnings
        }
    }

    /// The first build's warnings, which pages show without reloading.
    public func show(warnings: String?) {
        state.withLock { $0.warnings = warnings }
    }

    /// A sample module starts (`true`) or stops compiling: the pages that show its previews
    /// carry a «сборка…» badge meanwhile, and reload with its new pictures when the build is in.
    public func compiling(_ module: String, started: Bool) {
        state.withLock {
            var modules = ($0.compiling ?? []).filter { $0 != module }
            if started { modules.append(module) }
            $0.compiling = modules
        }
    }

    /// A build failed: open pages keep what they show and overlay the diagnostics.
    public func failed(_ problems: String) {
        state.withLock { $0.problems = problems }
    }

    /// An HTML page with the reload script before `</body>` (or at the end), stamped with the
    /// generation it was served at, so a build that lands before the script connects still
    /// reloads it.
    func inject(into html: Data) -> Data {
        let tag = Data(
            ("<script src=\"\(Self.scriptPath)\" data-generation=\"\(current.generation)\""
                + " data-compiling-label=\"\(Self.attributeEscaped(label))\" defer></script>").utf8)
        guard let end = html.range(of: Data("</body>".utf8), options: .backwards) else { return html + tag }
        var page = html
        page.insert(contentsOf: tag, at: end.lowerBound)
        return page
    }

    /// `text` safe inside a double-quoted HTML attribute.
    static func attributeEscaped(_ text: String) -> String {
        text.replacing("&", with: "&amp;").replacing("\"", with: "&quot;").replacing("<", with: "&lt;")
            .replacing(">", with: "&gt;")
    }

    /// One event stream message for `state`: the generation, then the problems, then the warnings
    /// (empty data clears that part of the overlay).
    static func message(for state: State) -> String {
        func event(_ name: String, _ text: String?) -> String {
            let lines = (text ?? "").split(separator: "\n", omittingEmptySubsequences: false)
            return "event: \(name)\n" + lines.map { "data: \($0)\n" }.joined() + "\n"
        }
        let compiling = state.compiling.map { event("compiling", $0.joined(separator: " ")) } ?? ""
        return "data: \(state.generation)\n\n" + event("problems", state.problems) + event("warnings", state.warnings)
            + compiling
    }

    /// The badge's words (`data-compiling-label` of the script tag overrides them).
    static let compilingLabel = "сборка…"

    /// The page side: reload on a new generation, overlay problems. It only reads the stream and
    /// sets text, so it works under the site's Content-Security-Policy (`script-src 'self'`,
    /// `connect-src 'self'`).
    static let script = """
        // Live reload for `diary serve`; never part of a published site.
        (() => {
          'use strict';
          const script = document.currentScript;
          let shown = script ? script.dataset.generation : null;
          let overlay = null;
          const texts = { problems: '', warnings: '' };
          const source = new EventSource('\(eventsPath)');
          // This page as served at `shown`, without this script's tag: a newer build that leaves it
          // the same (another page's sample module, a module's optimised .wasm) reloads nothing.
          const tag = '<script src="\(scriptPath)" data-generation="';
          const tagAt = (html) => html.lastIndexOf(tag);
          const generationOf = (html) =>
            tagAt(html) < 0 ? null : html.slice(tagAt(html) + tag.length, html.indexOf('"', tagAt(html) + tag.length));
          const strip = (html) =>
            tagAt(html) < 0 ? html : html.slice(0, tagAt(html)) + html.slice(html.indexOf('</script>', tagAt(html)) + 9);
          const page = async () => {
            const response = await fetch(location.href, { cache: 'no-store' });
            return response.ok ? await response.text() : null;
          };
          let served = null;
          page().then((html) => {
            if (html !== null && generationOf(html) === shown) served = strip(html);
          }).catch(() => {});
          source.addEventListener('message', async (event) => {
            if (shown === null || event.data === shown) return;
            const wanted = event.data;
            if (served !== null) {
              try {
                const html = await page();
                if (html !== null && strip(html) === served) {
                  shown = generationOf(html) || wanted;
                  if (script) script.dataset.generation = shown;
                  return;
                }
              } catch (error) {}
            }
            location.reload();
          });
          const show = () => {
            const failed = texts.problems !== '';
            if (!failed && !texts.warnings) {
              if (overlay) overlay.remove();
              overlay = null;
              return;
            }
            if (!overlay) {
              overlay = document.createElement('pre');
              overlay.className = 'diary-build-problems';
              overlay.setAttribute('role', 'alert');
              Object.assign(overlay.style, {
                position: 'fixed', left: '0', right: '0', bottom: '0', maxHeight: '50vh', overflow: 'auto',
                margin: '0', padding: '1rem', background: '#3b0d0d', color: '#fff', font: '14px/1.4 monospace',
                whiteSpace: 'pre-wrap', zIndex: '2147483647'
              });
              document.body.append(overlay);
            }
            overlay.dataset.kind = failed ? 'failed' : 'warnings';
            overlay.textContent = failed
              ? 'Сборка не удалась, страница показывает прошлую удачную.\\n\\n' + texts.problems
              : 'Сборка прошла с предупреждениями.\\n\\n' + texts.warnings;
          };
          // «сборка…» while a module this page shows (`data-module`) compiles; the reload brings its pictures.
          let badge = null;
          source.addEventListener('compiling', (event) => {
            const waits = event.data.split(' ').some(
              (name) => /^\\w+$/.test(name) && document.querySelector('[data-module="' + name + '"]') !== null);
            if (!waits) {
              if (badge) badge.remove();
              badge = null;
              return;
            }
            if (!badge) {
              badge = document.createElement('div');
              badge.className = 'diary-compiling';
              badge.setAttribute('role', 'status');
              badge.textContent = (script && script.dataset.compilingLabel) || '\(compilingLabel)';
              Object.assign(badge.style, {
                position: 'fixed', right: '1rem', top: '1rem', padding: '.25rem .6rem', borderRadius: '1rem',
                background: '#1d4ed8', color: '#fff', font: '13px/1.4 system-ui, sans-serif', zIndex: '2147483647'
              });
              document.body.append(badge);
            }
          });
          for (const kind of ['problems', 'warnings']) {
            source.addEventListener(kind, (event) => {
              texts[kind] = event.data;
              show();
            });
          }
        })();

        """
}
