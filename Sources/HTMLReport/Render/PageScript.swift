/// The page's only script, inlined and small: it makes the filter bar hide the cases that
/// do not match it. Everything else works without it; it reads only the `data-*`
/// attributes the renderer wrote, never report text, so nothing in a report can reach it.
enum PageScript {
    static let javaScript: StaticString = """
        (function () {
          "use strict";
          var form = document.getElementById("filters");
          if (!form) return;
          var cases = Array.prototype.slice.call(document.querySelectorAll("details.case"));
          var groups = Array.prototype.slice.call(document.querySelectorAll("section.group, section.outcome"));
          var shown = document.getElementById("f-shown");
          function value(id) { return document.getElementById(id).value; }
          function apply() {
            var rule = value("f-rule"), family = value("f-family"), outcome = value("f-outcome");
            var adapter = value("f-adapter"), id = value("f-id").trim().toLowerCase(), count = 0;
            for (var i = 0; i < cases.length; i++) {
              var d = cases[i].dataset;
              var match = (!rule || (" " + d.r + " ").indexOf(" " + rule + " ") >= 0) &&
                (!family || d.f === family) && (!outcome || d.o === outcome) &&
                (!adapter || d.a === adapter) && (!id || d.id.toLowerCase().indexOf(id) >= 0);
              if (cases[i].hidden === match) cases[i].hidden = !match;
              if (match) count++;
            }
            groups.forEach(function (g) { g.hidden = !g.querySelector("details.case:not([hidden])"); });
            shown.textContent = count + " of " + cases.length + " scenarios shown";
          }
          form.addEventListener("input", apply);
          form.addEventListener("change", apply);
          form.addEventListener("submit", function (event) { event.preventDefault(); });
          form.addEventListener("reset", function () { setTimeout(apply, 0); });
          // Choices made while the page was still loading take effect now.
          var chosen = ["f-rule", "f-family", "f-outcome", "f-adapter", "f-id"].some(function (id) {
            return value(id) !== "";
          });
          if (chosen) apply(); else shown.textContent = cases.length + " scenarios";
        })();
        """
}
