"""Field set 2, errors quoted in Chinese threads: Node's missing mkdirp module and yum's "错误：无须任何处理" under Ansible.

Each group's message is copied from the public thread in `src`; only volatile parts are `<<slot>>`s. Node's
"Error: Cannot find module 'mkdirp'" comes from a Chinese issue (Windows 7 and Debian, old and new module loaders)
and from English ones, bare, inside npm's install-script failure and with Node 14's "Require stack"; its look-alike
names another module (`jimp`, asked about in a Chinese issue), which another install fixes. yum's zh_CN refusal to
reinstall an installed rpm comes inside an Ansible task result.
"""

from __future__ import annotations

from fieldspec import G, V

_MKDIRP = "Error: Cannot find module 'mkdirp'"

GROUPS = [
    G("f2-node-cannot-find-mkdirp", "node", "everyday", "https://github.com/iMyon/pixivPicker/issues/12", [
        "module.js:471\n    throw err;\n    ^\n\n" + _MKDIRP + "\n"
        "    at Function.Module._resolveFilename (module.js:469:15)\n    at Function.Module._load (module.js:417:25)\n"
        "    at Module.require (module.js:497:17)",
        V("node.js:201\n        throw e; // process.nextTick error, or 'error' event on first tick\n              ^\n"
          + _MKDIRP + "\n    at Function._resolveFilename (module.js:332:11)\n    at Function._load (module.js:279:25)",
          os="linux", shell="bash", cls="version", cmd="node app.js"),
        V(_MKDIRP + "\n    at Function.Module._resolveFilename (module.js:325:15)\n"
          "    at Function.Module._load (module.js:276:25)\nnpm ERR! Darwin 15.6.0\n"
          "npm ERR! argv \"/opt/nodes/4.7.2/bin/node\" \"/opt/boxen/nodenv/versions/4.7.2/bin/npm\" "
          "\"install\" \"--save\" \"wd\"\n"
          "npm ERR! node v4.7.2\nnpm ERR! npm  v2.15.11\nnpm ERR! code ELIFECYCLE",
          src="https://github.com/admc/wd/issues/463", tool="npm", cls="wrapper", os="macos", shell="zsh",
          cmd="npm install --save wd"),
        V("module.js:538\n    throw err;\n    ^\n\n" + _MKDIRP + "\n    at Function.Module._resolveFilename (module.js:536:15)",
          src="https://github.com/GoogleChromeLabs/jsvu/issues/23", tool="jsvu", cls="two-programs", os="macos",
          shell="zsh", cmd="jsvu"),
        V("module.js:491\n    throw err;\n    ^\n\n" + _MKDIRP + "\n    at Function.Module._resolveFilename (module.js:489:15)",
          src="https://github.com/choojs/bankai/issues/236", tool="bankai", cls="two-programs", os="macos",
          shell="bash", cmd="bankai --version"),
        V("internal/modules/cjs/loader.js:883\n  throw err;\n  ^\n\n\n" + _MKDIRP + "\nRequire stack:\n"
          "- /Users/<<user>>/Documents/Dev/apps/wizard.js",
          src="https://github.com/electron/apps/issues/1969", tool="npm", cls="version", os="macos", shell="zsh",
          cmd="npm run wizard"),
        V(_MKDIRP, src="https://github.com/SonarSource/sonar-scanner-npm/issues/41", cls="everyday", os="linux",
          cmd="node sonar-config.js"),
    ], cmd="node app.js", os=("windows",), shells=("cmd",), locale="en", n=12),
    G("f2-node-cannot-find-jimp", "node", "everyday", "https://github.com/tychxn/jd-assistant/issues/177", [
        "Error: Cannot find module 'jimp'",
    ], cmd="python main.py", os=("windows",), shells=("cmd",), look="f2-node-cannot-find-mkdirp", n=4),
    G("f2-yum-zh-nothing-to-do", "yum", "locale", "https://github.com/ansible/ansible/issues/13975", [
        "TASK [zabbix_repo : add zabbix repos] ******************************************\n"
        "fatal: [<<host>>]: FAILED! => {\"changed\": true, \"failed\": true, \"msg\": \"错误：无须任何处理\\n\", \"rc\": 1, "
        "\"results\": [\"已加载插件：priorities, update-motd, upgrade-helper\\n正在检查 "
        "/var/tmp/yum-root-JV1VBv/zabbix-release-2.4-1.el6.noarch.rpm: zabbix-release-2.4-1.el6.noarch\\n"
        "/var/tmp/yum-root-JV1VBv/zabbix-release-2.4-1.el6.noarch.rpm：不更新已安装的软件包。\\n\"]}",
    ], cmd="ansible-playbook site.yml", exit=2, os=("linux",), locale="zh", n=4),
]
