import Foundation
import Synchronization

/// What a serving `diary` tells the pages open in a browser: which build they show, and the
/// problems of the last build when it failed.
///
/// Pages learn it through Server-Sent Events on ``eventsPath``; the script at ``scriptPath``
/// reloads a page when a newer build is in place and shows an overlay with the `file:line`
/// diagnostics while the last good site stays. The script is added to HTML responses by the
/// server only (``inject(into:)``), never to the files of the site.
public final class LiveReload: Sendable {
    /// A build generation and, when the latest build failed, its diagnostics.
    struct State: Sendable, Hashable {
        /// Grows by one with every successful build.
        var generation = 1
        /// The failed build's diagnostics, one per line, or `nil` after a success.
        var problems: String?
    }

    /// Where the reload script is served.
    static let scriptPath = "/__diary/live.js"
    /// Where the event stream is served.
    static let eventsPath = "/__diary/events"

    private let state = Mutex(State())

    /// The state of a first, successful build.
    public init() {}

    /// The current state.
    var current: State { state.withLock { $0 } }

    /// A build succeeded: open pages reload.
    public func built() {
        state.withLock {
            $0.generation += 1
            $0.problems = nil
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
            "<script src=\"\(Self.scriptPath)\" data-generation=\"\(current.generation)\" defer></script>".utf8)
        guard let end = html.range(of: Data("</body>".utf8), options: .backwards) else { return html + tag }
        var page = html
        page.insert(contentsOf: tag, at: end.lowerBound)
        return page
    }

    /// One event stream message for `state`: the generation, then the problems (empty data
    /// clears the overlay).
    static func message(for state: State) -> String {
        let lines = (state.problems ?? "").split(separator: "\n", omittingEmptySubsequences: false)
        return "data: \(state.generation)\n\n" + "event: problems\n" + lines.map { "data: \($0)\n" }.joined() + "\n"
    }

    /// The page side: reload on a new generation, overlay problems. It only reads the stream and
    /// sets text, so it works under the site's Content-Security-Policy (`script-src 'self'`,
    /// `connect-src 'self'`).
    static let script = """
        // Live reload for `diary serve`; never part of a published site.
        (() => {
          'use strict';
          const script = document.currentScript;
          const shown = script ? script.dataset.generation : null;
          let overlay = null;
          const source = new EventSource('\(eventsPath)');
          source.addEventListener('message', (event) => {
            if (shown !== null && event.data !== shown) location.reload();
          });
          source.addEventListener('problems', (event) => {
            if (!event.data) {
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
            overlay.textContent = 'Сборка не удалась, страница показывает прошлую удачную.\\n\\n' + event.data;
          });
        })();

        """
}
