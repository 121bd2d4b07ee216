// Live run page helpers: keep open rationales open when the ranking re-renders, and fall back to
// polling when Server-Sent Events cannot connect.
(function () {
  "use strict";
  var open = new Set();

  // A click records the new state at once: a panel swapped in before the toggle event fires
  // must still open the rationale the reader just opened.
  document.addEventListener("click", function (event) {
    var summary = event.target.closest && event.target.closest("summary");
    var details = summary && summary.parentElement;
    if (!details || details.tagName !== "DETAILS" || !details.id) return;
    if (details.open) open.delete(details.id); else open.add(details.id);
  }, true);

  document.addEventListener("toggle", function (event) {
    var details = event.target;
    if (!details.id || details.tagName !== "DETAILS") return;
    if (details.open) open.add(details.id); else open.delete(details.id);
  }, true);

  document.addEventListener("htmx:load", function (event) {
    open.forEach(function (id) {
      var details = document.getElementById(id);
      if (details && event.detail.elt.contains(details)) details.open = true;
    });
  });

  var POLL_MS = 2000, MAX_SSE_ERRORS = 3, errors = 0, polling = false;

  function live() { return document.getElementById("live"); }
  function ended() { return !!document.querySelector("#live [data-ended]"); }

  function poll() {
    if (polling || !live()) return;
    polling = true;
    live().dataset.mode = "polling";
    (function tick() {
      if (ended()) return;
      htmx.ajax("GET", live().dataset.liveUrl, { target: "#live", swap: "innerHTML" }).then(function () {
        setTimeout(tick, POLL_MS);
      }, function () { setTimeout(tick, POLL_MS * 2); });
    })();
  }

  document.addEventListener("htmx:sseOpen", function () { errors = 0; if (live()) live().dataset.mode = "sse"; });
  document.addEventListener("htmx:sseError", function (event) {
    errors += 1;
    if (errors >= MAX_SSE_ERRORS && !ended()) {
      var source = event.detail && event.detail.source;
      if (source) source.close();
      poll();
    }
  });
  document.addEventListener("DOMContentLoaded", function () {
    if (live() && !window.EventSource && !ended()) poll();
  });
})();

// Screening keys: I include, E exclude, M maybe, 1-9 exclude for that criterion (the reasons' order),
// U undo, N note. Keys typed into a field stay in the field.
(function () {
  "use strict";
  var BUTTONS = { i: "[data-key=i]", e: "[data-key=e]", m: "[data-key=m]", u: "[data-key=u]" };
  document.addEventListener("keydown", function (event) {
    if (event.ctrlKey || event.metaKey || event.altKey || !document.getElementById("screen")) return;
    var target = event.target;
    if (target.closest && target.closest("input, textarea, select, [contenteditable]")) return;
    var key = event.key.toLowerCase();
    if (key === "n") {
      var note = document.querySelector("#screen details.note");
      if (!note) return;
      note.open = true;
      note.querySelector("textarea").focus();
      event.preventDefault();
      return;
    }
    if (/^[1-9]$/.test(key)) {
      var reason = document.querySelector("#screen select[name=reason]");
      var exclude = document.querySelector("#screen " + BUTTONS.e);
      // options[0] is "no reason given": the n-th criterion is options[n].
      if (!reason || !exclude || Number(key) >= reason.options.length) return;
      reason.selectedIndex = Number(key);
      event.preventDefault();
      exclude.click();
      return;
    }
    var button = BUTTONS[key] && document.querySelector("#screen " + BUTTONS[key]);
    if (!button) return;
    event.preventDefault();
    button.click();
  });
})();
