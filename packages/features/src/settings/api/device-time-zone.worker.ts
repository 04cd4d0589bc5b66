// Answers the device's time zone, e.g. Asia/Manila. Its own thread because the first Intl
// formatter loads the time-zone data: tens of milliseconds on a slow phone's main thread.
self.postMessage(Intl.DateTimeFormat().resolvedOptions().timeZone);
