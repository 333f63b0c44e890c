import Foundation
import Preview
import ResourceBundle

/// What a served page gets on top of the page the preview draws: a bar at its top right
/// (when it was drawn, and why; the bundle deleted; the server stopped) and our one live
/// script, which listens to the server's events and reloads the page in place (the browser
/// keeps its scroll position) when it changed. The script is inline and allowed by its
/// SHA-256 in the page's Content-Security-Policy, beside the preview's own; nothing from the
/// bundle is ever a script.
enum LiveScript {
    /// Where pages listen: `?page=<path>&v=<version>`.
    static let eventsPath = "/.idv-res/events"

    /// A hidden page (another tab) lets go of its connection, so tabs never use up the
    /// browser's six connections per server, and asks again when shown: the server then says
    /// whether it changed meanwhile.
    static let script = """
        (function () {
          var bar = document.getElementById('idv-live');
          if (!bar || !window.EventSource) { return; }
          var page = bar.getAttribute('data-page');
          var version = bar.getAttribute('data-version');
          var source = null;
          var lost = false;
          function say(text, state) { bar.textContent = text; bar.setAttribute('data-state', state); }
          function listen() {
            if (source) { return; }
            source = new EventSource('\(eventsPath)?page=' + encodeURIComponent(page) + '&v=' +
              encodeURIComponent(version));
            source.addEventListener('reload', function () {
              source.close();
              source = null;
              say('Redrawing...', 'redrawing');
              location.reload();
            });
            source.onopen = function () { if (lost) { location.reload(); } };
            source.onerror = function () {
              lost = true;
              say('idv-res preview --serve has stopped: this page no longer redraws', 'stopped');
            };
          }
          function stop() { if (source) { source.close(); source = null; } }
          document.addEventListener('visibilitychange', function () { if (document.hidden) { stop(); } else { listen(); } });
          if (!document.hidden) { listen(); }
        })();
        """

    /// Pages' policy with our script allowed, and its connection back to this server.
    static let policy = PreviewPages.policy(allowingScript: script) + "; connect-src 'self'"

    static let style = """
        #idv-live { position: fixed; top: 0; right: 0; z-index: 2147483647; max-width: 60vw; padding: 3px 12px;
          border-radius: 0 0 0 8px; background: rgba(29,35,48,.88); color: #fff;
          font: 12px/1.5 system-ui, sans-serif; pointer-events: none; }
        #idv-live[data-state="stopped"], #idv-live[data-state="gone"] { background: #b3261e; font-size: 14px;
          padding: 6px 14px; }
        #idv-live[data-state="problem"] { background: #8a5a00; }
        """

    /// `html` (a page the preview drew) with the bar and the script before `</body>`, and the
    /// policy that allows the script. `bar` is plain text (escaped here).
    static func inject(
        into html: String, page: String, version: String, bar: String, state: String
    ) -> String {
        let tail =
            "<style>\(style)</style><div id=\"idv-live\" data-page=\"\(PreviewPages.escapeHTML(page))\" data-version=\"\(version)\" "
            + "data-state=\"\(state)\">\(PreviewPages.escapeHTML(bar))</div><script>\(script)</script>\n"
        var page = html.replacingOccurrences(of: PreviewPages.policy, with: policy)
        if let end = page.range(of: "</body>", options: .backwards) {
            page.insert(contentsOf: tail, at: end.lowerBound)
        } else {
            page += tail
        }
        return page
    }
}
