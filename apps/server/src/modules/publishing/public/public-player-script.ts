/**
 * The public pages' only script (served as /public/player.js, so the CSP keeps `script-src 'self'`). Everything
 * works without it: it swaps the browser's player for Podloom's controls (play, position, time, speed), adds seeking
 * from chapters and the transcript, the transcript's current line, the copy button, and the play beacons.
 */
export const PUBLIC_PLAYER_SCRIPT = `(function () {
  'use strict';
  var copy = document.querySelectorAll('[data-copy]');
  for (var i = 0; i < copy.length; i++) {
    (function (button) {
      if (!navigator.clipboard) return;
      button.hidden = false;
      button.addEventListener('click', function () {
        navigator.clipboard.writeText(button.getAttribute('data-copy')).then(function () {
          button.textContent = 'Copied';
        });
      });
    })(copy[i]);
  }
  var audio = document.querySelector('audio[data-episode]');
  if (!audio) return;
  var controls = document.querySelector('[data-controls]');
  if (controls) {
    var play = controls.querySelector('[data-play]');
    var position = controls.querySelector('[data-position]');
    var time = controls.querySelector('[data-time]');
    var rate = controls.querySelector('[data-rate]');
    var title = (audio.getAttribute('aria-label') || 'Play').replace(/^Play /, '');
    var rates = [1, 1.25, 1.5, 2, 0.75];
    var clock = function (s) {
      s = Math.max(0, Math.floor(s || 0));
      var h = Math.floor(s / 3600), m = Math.floor((s % 3600) / 60), r = String(s % 60).padStart(2, '0');
      return h ? h + ':' + String(m).padStart(2, '0') + ':' + r : m + ':' + r;
    };
    audio.controls = false;
    audio.hidden = true;
    controls.hidden = false;
    play.addEventListener('click', function () {
      if (audio.paused) { var p = audio.play(); if (p && p.catch) p.catch(function () {}); } else audio.pause();
    });
    var shown = function () {
      var playing = !audio.paused;
      play.setAttribute('aria-pressed', playing ? 'true' : 'false');
      play.setAttribute('aria-label', (playing ? 'Pause ' : 'Play ') + title);
    };
    audio.addEventListener('play', shown);
    audio.addEventListener('pause', shown);
    audio.addEventListener('ended', shown);
    audio.addEventListener('loadedmetadata', function () { if (audio.duration) position.max = String(Math.round(audio.duration)); });
    audio.addEventListener('timeupdate', function () {
      time.textContent = clock(audio.currentTime);
      if (document.activeElement !== position) position.value = String(Math.floor(audio.currentTime));
    });
    position.addEventListener('input', function () { audio.currentTime = Number(position.value); time.textContent = clock(audio.currentTime); });
    rate.addEventListener('click', function () {
      var next = rates[(rates.indexOf(audio.playbackRate) + 1) % rates.length];
      audio.playbackRate = next;
      rate.textContent = next + '×';
      rate.setAttribute('aria-label', 'Playback speed ' + next + '×');
    });
  }
  document.addEventListener('click', function (event) {
    var link = event.target && event.target.closest ? event.target.closest('[data-seek]') : null;
    if (!link) return;
    event.preventDefault();
    audio.currentTime = Number(link.getAttribute('data-seek'));
    var played = audio.play();
    if (played && played.catch) played.catch(function () {});
  });
  var cues = document.querySelectorAll('.cue');
  var current = null;
  audio.addEventListener('timeupdate', function () {
    var t = audio.currentTime;
    var found = null;
    for (var j = 0; j < cues.length; j++) {
      if (Number(cues[j].getAttribute('data-start')) <= t && t < Number(cues[j].getAttribute('data-end'))) found = cues[j];
    }
    if (found === current) return;
    if (current) current.classList.remove('now');
    if (found) found.classList.add('now');
    current = found;
  });
  var beacon = audio.getAttribute('data-beacon');
  if (!beacon || !navigator.sendBeacon) return;
  var episode = Number(audio.getAttribute('data-episode'));
  var source = audio.getAttribute('data-source') || 'web';
  var heard = 0;
  var last = null;
  var started = false;
  var completed = false;
  var send = function (kind) {
    var body = JSON.stringify({ episodeId: episode, kind: kind, seconds: Math.round(heard), source: source });
    navigator.sendBeacon(beacon, new Blob([body], { type: 'text/plain' }));
    heard = 0;
  };
  audio.addEventListener('play', function () {
    last = audio.currentTime;
    if (!started) { started = true; send('play'); }
  });
  audio.addEventListener('timeupdate', function () {
    if (last !== null && !audio.paused) {
      var step = audio.currentTime - last;
      if (step > 0 && step < 5) heard += step;
    }
    last = audio.currentTime;
    if (heard >= 30) send('heartbeat');
    if (!completed && audio.duration && audio.currentTime >= audio.duration * 0.95) { completed = true; send('complete'); }
  });
  audio.addEventListener('pause', function () { last = null; if (heard >= 1) send('heartbeat'); });
  audio.addEventListener('seeking', function () { last = null; });
  document.addEventListener('visibilitychange', function () {
    if (document.visibilityState === 'hidden' && heard >= 1) send('heartbeat');
  });
})();
`;
