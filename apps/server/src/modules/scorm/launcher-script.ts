import { scormMessageTypes } from '@sparked/contracts';

/**
 * The launcher's script, served from the sandbox origin (decision 0036). It waits for one
 * `start` message from the Sparked page that framed it (origin and source checked), builds
 * scorm-again's API for the package's version as `window.API` or `window.API_1484_11`, loads the
 * saved runtime into it, and only then opens the SCO in a child frame, so the SCO finds the API
 * in its parent and reads its suspend data at once. At each commit and at the end it posts the
 * tracked elements to that page, which saves them through the player's progress calls.
 */
export const launcherScript = `(function () {
  'use strict';
  var tag = document.currentScript;
  var appOrigin = tag.getAttribute('data-app-origin');
  var packageId = tag.getAttribute('data-package-id');
  var types = ${JSON.stringify(scormMessageTypes)};
  var started = false;
  function post(message) { window.parent.postMessage(message, appOrigin); }
  function text(value) { return value === undefined || value === null ? '' : String(value); }
  function number(value) {
    if (value === '' || value === undefined || value === null) return null;
    var parsed = Number(value);
    return isFinite(parsed) ? parsed : null;
  }
  function secondsToTime12(total) {
    var hours = Math.floor(total / 3600), minutes = Math.floor((total % 3600) / 60), seconds = total % 60;
    function two(n) { return (n < 10 ? '0' : '') + n; }
    return (hours < 10 ? '000' : hours < 100 ? '00' : hours < 1000 ? '0' : '') + hours + ':' + two(minutes) + ':' + two(seconds);
  }
  function scoreJson(saved) {
    var score = {};
    if (saved.scoreRaw !== null && saved.scoreRaw !== undefined) score.raw = String(saved.scoreRaw);
    if (saved.scoreMin !== null && saved.scoreMin !== undefined) score.min = String(saved.scoreMin);
    if (saved.scoreMax !== null && saved.scoreMax !== undefined) score.max = String(saved.scoreMax);
    return score;
  }
  function load12(api, start) {
    var saved = start.runtime;
    var core = { student_id: text(start.learnerId), student_name: text(start.learnerName), credit: 'credit', lesson_mode: 'normal', entry: saved ? 'resume' : 'ab-initio' };
    var json = { core: core };
    if (saved) {
      if (saved.lessonStatus) core.lesson_status = saved.lessonStatus;
      core.lesson_location = saved.location || '';
      core.score = scoreJson(saved);
      core.total_time = secondsToTime12(saved.totalSeconds || 0);
      json.suspend_data = saved.suspendData || '';
    }
    if (start.masteryScore !== null && start.masteryScore !== undefined) json.student_data = { mastery_score: String(start.masteryScore) };
    api.loadFromJSON(json, '');
  }
  function load2004(api, start) {
    var saved = start.runtime;
    var json = { learner_id: text(start.learnerId), learner_name: text(start.learnerName), credit: 'credit', mode: 'normal', entry: saved ? 'resume' : 'ab-initio' };
    if (start.masteryScore !== null && start.masteryScore !== undefined) json.scaled_passing_score = String(start.masteryScore / 100);
    if (saved) {
      if (saved.completionStatus) json.completion_status = saved.completionStatus;
      if (saved.successStatus) json.success_status = saved.successStatus;
      json.location = saved.location || '';
      json.suspend_data = saved.suspendData || '';
      json.total_time = 'PT' + (saved.totalSeconds || 0) + 'S';
      var score = scoreJson(saved);
      if (saved.scoreScaled !== null && saved.scoreScaled !== undefined) score.scaled = String(saved.scoreScaled);
      json.score = score;
    }
    api.loadFromJSON(json, '');
  }
  // session_time is write-only in both versions: kept as the SCO sets it, or the time since the
  // launch when it never does.
  var sessionTime = '';
  var startedAt = Date.now();
  function session() { return sessionTime || 'PT' + Math.round((Date.now() - startedAt) / 1000) + 'S'; }
  function read12(api, finished) {
    var core = api.cmi.core;
    return { version: '1.2', lessonStatus: core.lesson_status || undefined, scoreRaw: number(core.score.raw), scoreMin: number(core.score.min), scoreMax: number(core.score.max), suspendData: text(api.cmi.suspend_data), location: text(core.lesson_location), sessionTime: session(), finished: finished };
  }
  function read2004(api, finished) {
    var cmi = api.cmi;
    return { version: '2004', completionStatus: cmi.completion_status || undefined, successStatus: cmi.success_status || undefined, scoreScaled: number(cmi.score.scaled), scoreRaw: number(cmi.score.raw), scoreMin: number(cmi.score.min), scoreMax: number(cmi.score.max), suspendData: text(cmi.suspend_data), location: text(cmi.location), sessionTime: session(), finished: finished };
  }
  function start(message) {
    var is2004 = message.version === '2004';
    var settings = { autocommit: false, lmsCommitUrl: false, logLevel: 5 };
    var api = is2004 ? new window.Scorm2004API(settings) : new window.Scorm12API(settings);
    (is2004 ? load2004 : load12)(api, message);
    var read = is2004 ? read2004 : read12;
    function relay(finished) { return function () { post({ type: types.commit, runtime: read(api, finished) }); }; }
    api.on(is2004 ? 'SetValue.cmi.session_time' : 'LMSSetValue.cmi.core.session_time', function (_element, value) { sessionTime = text(value); });
    api.on(is2004 ? 'Commit' : 'LMSCommit', relay(false));
    api.on(is2004 ? 'Terminate' : 'LMSFinish', relay(true));
    if (is2004) window.API_1484_11 = api; else window.API = api;
    var parts = String(message.launch).split(/(?=[?#])/);
    var file = parts.shift() || '';
    var frame = document.createElement('iframe');
    frame.title = message.title || 'SCORM content';
    frame.src = '/scorm/' + packageId + '/' + file.split('/').map(encodeURIComponent).join('/') + parts.join('');
    document.body.appendChild(frame);
  }
  window.addEventListener('message', function (event) {
    if (started || event.origin !== appOrigin || event.source !== window.parent) return;
    var data = event.data;
    if (!data || data.type !== types.start) return;
    started = true;
    start(data);
  });
  post({ type: types.ready });
})();
`;
