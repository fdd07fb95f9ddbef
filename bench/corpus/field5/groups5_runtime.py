"""Field set 5: runtimes and supervisors whose message carries a runtime value (a unit name, a
worker pid, the host a script tried to reach) next to the value that decides the fix (systemd's
exit status 203/EXEC or 217/USER, gunicorn's timeout or its out-of-memory kill, the Deno permission
that was not granted). The first must not split a group; the second must."""

from fieldspec import G, V

_JOURNAL = "<<date>> <<time>> <<proj>> systemd[1]: "

GROUPS = [
    G("f5-systemd-status-203-exec", "journalctl", "runtime-value", "https://github.com/kyuupichan/electrumx/issues/307",
      [_JOURNAL + "<<container>>.service: Main process exited, code=exited, status=203/EXEC\n"
       + _JOURNAL + "<<container>>.service: Unit entered failed state.\n"
       + _JOURNAL + "<<container>>.service: Failed with result 'exit-code'.",
       V("<<container>>.service: Main process exited, code=exited, status=203/EXEC",
         src="https://github.com/languitar/autosuspend/issues/52", tool="systemctl", cmd="service <<container>> status",
         exit=3),
       V("● <<container>>.service - WebControl\n   Loaded: loaded (/etc/systemd/system/<<container>>.service; enabled;"
         " vendor preset: enabled)\n   Active: failed (Result: exit-code) since Sun <<date>> <<time>> PST; 24min ago\n"
         "  Process: <<pid>> ExecStart=/home/<<user>>/<<proj>>/<<proj>> (code=exited, status=203/EXEC)\n"
         " Main PID: <<pid>> (code=exited, status=203/EXEC)", src="https://github.com/WebControlCNC/WebControl/issues/184",
         tool="systemctl", cmd="systemctl status <<container>>", exit=3, cls="wrapper"),
       V(_JOURNAL + "<<container>>.service: Main process exited, code=exited, status=203/EXEC\n"
         + _JOURNAL + "<<container>>.service: Failed with result 'exit-code'.\n"
         + _JOURNAL + "<<container>>.service: Service RestartSec=2min expired, scheduling restart.",
         src="https://github.com/flashcatcloud/categraf/issues/1051"),
       V("<<container>>.service: Main process exited, code=exited, status=203/EXEC\n"
         "<<container>>.service: Unit entered failed state.\n<<container>>.service: Failed with result 'exit-code'.",
         src="https://github.com/leycec/raiagent/issues/63")],
      cmd="journalctl -u <<container>>", exit=0, os=("linux",)),
    G("f5-systemd-status-217-user", "journalctl", "runtime-value", "https://github.com/christgau/wsdd/issues/101",
      [_JOURNAL.replace("[1]", "[<<pid>>]") + "<<container>>.service: Failed to determine user credentials: No such process\n"
       + _JOURNAL.replace("[1]", "[<<pid>>]") + "<<container>>.service: Failed at step USER spawning /usr/bin/<<container>>:"
       " No such process\n" + _JOURNAL + "<<container>>.service: Main process exited, code=exited, status=217/USER\n"
       + _JOURNAL + "<<container>>.service: Failed with result 'exit-code'.",
       V("<<container>>.service: Main process exited, code=exited, status=217/USER",
         src="https://github.com/systemd/systemd/issues/25888", tool="systemctl", cmd="systemctl start <<container>>")],
      cmd="journalctl -u <<container>>", exit=0, os=("linux",), look="f5-systemd-status-203-exec"),
    G("f5-gunicorn-worker-timeout", "gunicorn", "runtime-value", "https://github.com/benoitc/gunicorn/issues/3136",
      ["[<<date>> <<time>> +0000] [<<n2>>] [CRITICAL] WORKER TIMEOUT (pid:<<pid>>)\n"
       "[<<date>> <<time>> +0000] [<<n2>>] [WARNING] Worker with pid <<pid>> was terminated due to signal 6",
       V("<<date>> <<time>> [<<n2>>] [CRITICAL] WORKER TIMEOUT (pid:<<pid>>)",
         src="https://github.com/benoitc/gunicorn/issues/76", cls="version"),
       V("<<date>> <<time>> [<<n2>>] [CRITICAL] WORKER TIMEOUT (pid:<<pid>>)\n<<date>> <<time>> [<<n2>>] [INFO] 6 workers",
         src="https://github.com/sci-wms/sci-wms/issues/108"),
       V("[CRITICAL] WORKER TIMEOUT (pid:<<pid>>)\n[INFO] Worker exiting (pid: <<pid>>)\n"
         "[ERROR] Worker (pid:<<pid>>) exited with code 1",
         src="https://github.com/devilry/devilry-django/issues/1297", cls="wrapper")],
      cmd="gunicorn app:app --workers 4", exit=None, os=("linux",)),
    G("f5-gunicorn-worker-sigkill-oom", "gunicorn", "runtime-value", "https://github.com/open-runtimes/open-runtimes/pull/330",
      ["[<<date>> <<time>> +0000] [<<n2>>] [ERROR] Worker (pid:<<pid>>) was sent SIGKILL! Perhaps out of memory?",
       V("[ERROR] Worker (pid:<<pid>>) was sent SIGKILL! Perhaps out of memory?",
         src="https://github.com/devilry/devilry-django/issues/1297", cls="wrapper"),
       V("[<<date>> <<time>> +0000] [7] [WARNING] Worker with pid <<pid>> was terminated due to signal 9",
         src="https://github.com/freelawproject/courtlistener/issues/2640", cls="version")],
      cmd="gunicorn app:app --workers 4", exit=None, os=("linux",), look="f5-gunicorn-worker-timeout"),
    G("f5-deno-net-permission", "deno", "version", "https://github.com/denoland/deno/issues/9970",
      ["error: PermissionDenied: Requires net access to \"0.0.0.0:<<port>>\", run again with the --allow-net flag",
       V("Uncaught (in promise) PermissionDenied: Requires net access to \"deno.land\", run again with the --allow-net flag",
         src="https://github.com/darkaqua/darker-engine/issues/4"),
       V("error: Uncaught PermissionDenied: network access to \"127.0.0.1:<<port>>\", run again with the --allow-net flag\n"
         "► $deno$/ops/dispatch_json.ts:43:11\n    at PermissionDenied ($deno$/errors.ts:81:5)\n"
         "    at unwrapResponse ($deno$/ops/dispatch_json.ts:43:11)", src="https://github.com/oakserver/oak/issues/51"),
       V("error: Uncaught PermissionDenied: run again with the --allow-net flag\n► $deno$/dispatch_json.ts:40:11\n"
         "    at DenoError ($deno$/errors.ts:20:5)\n    at unwrapResponse ($deno$/dispatch_json.ts:40:11)",
         src="https://github.com/denoland/deno/issues/3745"),
       V("error: Uncaught PermissionDenied: network access to \"0.0.0.0:<<port>>\", run again with the --allow-net flag\n"
         "    at unwrapResponse ($deno$/ops/dispatch_json.ts:43:11)\n"
         "    at Object.sendSync ($deno$/ops/dispatch_json.ts:72:10)",
         src="https://github.com/Caesar2011/denotrain/issues/4", os="windows", shell="powershell")],
      cmd="deno run server.ts", os=("linux", "macos")),
    G("f5-deno-read-permission", "deno", "version", "https://github.com/drashland/dmm/issues/129",
      ["error: Uncaught (in promise) PermissionDenied: Requires read access to \".\", run again with the --allow-read flag\n"
       "    const usersWorkingDir: string = Deno.realPathSync(\".\");\n"
       "                                         ^\n    at Object.opSync (deno:core/01_core.js:149:12)",
       V("error: Uncaught (in promise) NotCapable: Requires read access to \"/\", run again with the --allow-read flag\n"
         "console.log(fs.statSync(\"/\").mtime);\n               ^\n"
         "    at Object.statSync (ext:deno_fs/30_fs.js:415:3)", src="https://github.com/denoland/deno/issues/27622")],
      cmd="deno run --allow-read=deps.ts mod.ts update", os=("linux", "macos"), look="f5-deno-net-permission"),
    G("f5-deno-env-permission", "deno", "everyday", "https://github.com/denoland/deno/issues/26738",
      ["error: Uncaught (in promise) NotCapable: Requires env access, run again with the --allow-env flag\n"
       "console.log(Deno.env.toObject())\n                     ^\n    at Object.toObject (ext:runtime/30_os.js:134:12)"],
      cmd="deno run --no-prompt --allow-env=KEY1,KEY2,KEY3 -- temp.ts", os=("macos", "linux"),
      look="f5-deno-net-permission"),
    G("f5-deno-all-permission", "deno", "non-file-path", "https://github.com/denoland/deno/issues/30979",
      ["error: Uncaught (in promise) NotCapable: Requires all access to \"/dev/shm/<<proj>>/<<relfile>>\", run again"
       " with the --allow-all flag\nawait readFile('./test.txt');\n      ^\n"
       "    at Object.readFile (ext:deno_fs/30_fs.js:755:24)"],
      cmd="deno run ./minimal.ts", os=("linux",), look="f5-deno-read-permission"),
]
