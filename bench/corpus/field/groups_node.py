"""Node.js and its tools: npm, yarn, pnpm, tsc, webpack, vite. The same errno from node and from the
servers and runners on top of it, npm's `npm ERR!` → `npm error` rewording, node's stack formats
across releases, packages and import specifiers as the thing that is wrong, URLs in messages.
"""

# ruff: noqa: E501  -- real messages and queries read better unbroken (CJK counts double)

from __future__ import annotations

from fieldspec import G, V

_LISTEN_STACK = ("    at Server.setupListenHandle [as _listen2] (node:net:1817:16)\n    at listenInCluster (node:net:1865:12)\n"
                 "    at Server.listen (node:net:1953:7)\n    at Function.listen (<<root>><<sep>>node_modules<<sep>>express<<sep>>lib"
                 "<<sep>>application.js:635:24)\n    at Object.<anonymous> (<<root>><<sep>><<jsfile>>:<<line>>:5)\n")
_LISTEN_TAIL = ("Emitted 'error' event on Server instance at:\n    at emitErrorNT (node:net:1844:8)\n    at process.processTicks"
                "AndRejections (node:internal/process/task_queues:82:21) {\n  code: 'EADDRINUSE',\n  errno: -98,\n  syscall: "
                "'listen',\n  address: '::',\n  port: <<port>>\n}\n\nNode.js <<node>>")
S_ADDR = "https://github.com/SharlSherif/Generate-HoustonLibrary-Codes/issues/8"

_CNF_STACK14 = ("    at Function.Module._resolveFilename (internal/modules/cjs/loader.js:966:15)\n    at Function.Module._load "
                "(internal/modules/cjs/loader.js:842:27)\n    at Module.require (internal/modules/cjs/loader.js:1026:19)\n"
                "    at require (internal/modules/cjs/helpers.js:72:18)\n    at Object.<anonymous> (<<root>><<sep>><<jsfile>>:"
                "<<line>>:16)\n")
_CNF_STACK20 = ("    at Module._resolveFilename (node:internal/modules/cjs/loader:1144:15)\n    at Module._load (node:internal/"
                "modules/cjs/loader:985:27)\n    at Module.require (node:internal/modules/cjs/loader:1235:19)\n    at require "
                "(node:internal/modules/helpers:176:18)\n    at Object.<anonymous> (<<root>><<sep>><<jsfile>>:<<line>>:16)\n")


def _cannot_find(gid: str, module: str, src: str, look: str = "") -> G:
    """A missing package for `require`: the package is what is wrong; the requiring file varies."""
    msg = f"Error: Cannot find module '{module}'"
    return G(gid, "node", "version", src, [
        V(f"internal/modules/cjs/loader.js:583\n    throw err;\n    ^\n\n{msg}\n    at Function.Module._resolveFilename "
          "(internal/modules/cjs/loader.js:581:15)\n    at Function.Module._load (internal/modules/cjs/loader.js:507:25)\n"
          "    at Module.require (internal/modules/cjs/loader.js:637:17)\n    at Object.<anonymous> (<<root>><<sep>><<jsfile>>:"
          "<<line>>:12)", src="https://github.com/node-inspector/node-inspector/issues/1055"),
        V(f"internal/modules/cjs/loader.js:969\n  throw err;\n  ^\n\n{msg}\nRequire stack:\n- <<root>><<sep>><<jsfile>>\n"
          + _CNF_STACK14 + "  code: 'MODULE_NOT_FOUND',\n  requireStack: [ '<<root>><<sep>><<jsfile>>' ]\n}",
          src="https://github.com/debug-js/debug/issues/763"),
        V(f"node:internal/modules/cjs/loader:936\n  throw err;\n  ^\n\n{msg}\nRequire stack:\n- <<root>><<sep>><<jsfile>>\n"
          + _CNF_STACK20 + "  code: 'MODULE_NOT_FOUND',\n  requireStack: [ '<<root>><<sep>><<jsfile>>' ]\n}\n[nodemon] app "
          "crashed - waiting for file changes before starting...", os="windows", src="https://github.com/Colt/YelpCamp/issues/18",
          cls="wrapper"),
        V(f"node:internal/modules/cjs/loader:1147\n  throw err;\n  ^\n\n{msg}\nRequire stack:\n- <<root>><<sep>><<jsfile>>\n"
          + _CNF_STACK20 + "  code: 'MODULE_NOT_FOUND',\n  requireStack: [ '<<root>><<sep>><<jsfile>>' ]\n}\n\nNode.js <<node>>",
          src="https://github.com/ritheesh4/json-mockify/issues/26"),
        V(msg, src=src),
    ], cmd="node <<jsfile>>", look=look)


def _npm_block(prefix: str, lines: list[str]) -> str:
    return "\n".join(f"{prefix} {line}".rstrip() for line in lines)


_ERESOLVE = ["code ERESOLVE", "ERESOLVE unable to resolve dependency tree", "", "While resolving: <<proj>>@1.0.0",
             "Found: vite@5.4.10", "node_modules/vite", "  dev vite@\"5.4.10\" from the root project", "",
             "Could not resolve dependency:", "peer vite@\"2.x\" from vite-preset-react@2.3.0", "node_modules/vite-preset-react",
             "  dev vite-preset-react@\"2.3.0\" from the root project", "", "Fix the upstream dependency conflict, or retry"]
_ERESOLVE_ESL = ["code ERESOLVE", "ERESOLVE unable to resolve dependency tree", "", "Found: eslint@7.30.0",
                 "node_modules/eslint", "  dev eslint@\"^7.30.0\" from the root project", "", "Could not resolve dependency:",
                 "peer eslint@\"^8.3.0\" from @shopify/eslint-plugin@41.1.0", "node_modules/@shopify/eslint-plugin",
                 "  dev @shopify/eslint-plugin@\"^41.1.0\" from the root project", "", "Fix the upstream dependency conflict, or retry"]
_OLD_TAIL = ["this command with --force, or --legacy-peer-deps", "to accept an incorrect (and potentially broken) dependency "
             "resolution.", "", "See <<home>>/.npm/eresolve-report.txt for a full report."]
_NEW_TAIL = ["this command with --force or --legacy-peer-deps", "to accept an incorrect (and potentially broken) dependency "
             "resolution.", "", "For a full report see:", "<<home>>/.npm/_logs/<<npmlog>>"]


def _eresolve(gid: str, body: list[str], src: str, look: str = "") -> G:
    return G(gid, "npm", "version", src, [
        V(_npm_block("npm ERR!", body + _OLD_TAIL) + "\n\nnpm ERR! A complete log of this run can be found in:\nnpm ERR!     "
          "<<home>>/.npm/_logs/<<npmlog>>", src="https://github.com/npm/cli/issues/5780"),
        V(_npm_block("npm error", body + _NEW_TAIL), src="https://github.com/jvidalv/vital/issues/9"),
        V("npm notice\nnpm notice New minor version of npm available! 8.1.2 -> 8.12.1\nnpm notice \n"
          + _npm_block("npm ERR!", body + _OLD_TAIL), os="windows", src="https://github.com/Shopify/shopify-api-js/issues/407"),
        V(_npm_block("npm error", body + _NEW_TAIL), os="windows"),
    ], cmd="npm install", look=look, n=5)


_NPM404 = ["code E404", "404 Not Found - GET https://registry.npmjs.org/<<enc>> - Not found", "404",
           "404  '<<pkg>>@latest' is not in the npm registry.", "404 You should bug the author to publish it (or use the name "
           "yourself!)", "404", "404 Note that you can also install from a", "404 tarball, folder, http url, or git url."]


def _npm404(gid: str, pkg: str, enc: str, src: str, look: str = "") -> G:
    body = [line.replace("<<pkg>>", pkg).replace("<<enc>>", enc) for line in _NPM404]
    return G(gid, "npm", "non-file-path", src, [
        _npm_block("npm ERR!", body) + "\n\nnpm ERR! A complete log of this run can be found in:\nnpm ERR!     <<home>>/.npm/"
        "_logs/<<npmlog>>",
        f"npm ERR! 404 Not Found - GET https://registry.npmjs.org/{enc}",
        V(_npm_block("npm ERR!", body), os="windows"),
    ], cmd=f"npm install {pkg}", look=look, n=4)


_TS_NEW = "error TS2307: Cannot find module '<<m>>' or its corresponding type declarations."
_VITE = ('[plugin:vite:import-analysis] Failed to resolve import "<<m>>" from "<<importer>>". Does the file exist?')

GROUPS: list[G] = [
    G("node-listen-eaddrinuse", "node", "two-programs", S_ADDR, [
        "node:events:497\n      throw er; // Unhandled 'error' event\n      ^\n\nError: listen EADDRINUSE: address already in "
        "use :::<<port>>\n" + _LISTEN_STACK + _LISTEN_TAIL,
        V("events.js:292\n      throw er; // Unhandled 'error' event\n      ^\n\nError: listen EADDRINUSE: address already in "
          "use :::<<port>>\n" + _LISTEN_STACK.replace("node:net", "net.js") + "  code: 'EADDRINUSE',\n  errno: 'EADDRINUSE',\n"
          "  syscall: 'listen',\n  address: '::',\n  port: <<port>>\n}", src=S_ADDR),
        V("[nodemon] 2.0.<<n>>\n[nodemon] starting `node index.js app.js`\nevents.js:292\n      throw er; // Unhandled 'error' "
          "event\n      ^\n\nError: listen EADDRINUSE: address already in use :::<<port>>\n" + _LISTEN_STACK.replace(
              "node:net", "net.js") + "  code: 'EADDRINUSE',\n  errno: -4091,\n  syscall: 'listen',\n  address: '::',\n  port: "
          "<<port>>\n}\n[nodemon] app crashed - waiting for file changes before starting...", os="windows", tool="nodemon",
          cmd="nodemon index.js", src="https://github.com/linnovate/mean/issues/2001", cls="wrapper"),
        V("Error: listen EADDRINUSE 0.0.0.0:<<port>>\n  File \"util.js\", line 1016, in Object.exports._errnoException\n  File "
          "\"net.js\", line 1307, in Server.setupListenHandle [as _listen2]", src="https://github.com/GroceriStar/groceristar/issues/206",
          cls="version"),
        V("events.js:160\n      throw er; // Unhandled 'error' event\n      ^\n\nError: listen EADDRINUSE :::<<port>>\n    at "
          "Object.exports._errnoException (util.js:1022:11)\n    at exports._exceptionWithHostPort (util.js:1045:20)",
          src="https://github.com/kriasoft/react-starter-kit/issues/817", cls="version"),
        V("{ Error: listen EADDRINUSE 127.0.0.1:<<port>>\n    at Server.setupListenHandle [as _listen2] (net.js:1327:14)\n    "
          "at listenInCluster (net.js:1375:12)\n  errno: 'EADDRINUSE',\n  code: 'EADDRINUSE',\n  syscall: 'listen',\n  address: "
          "'127.0.0.1',\n  port: <<port>> }", tool="pm2", src="https://github.com/robertklep/nefit-easy-http-server/issues/18",
          cls="version"),
        V("[nodemon] app crashed - waiting for file changes before starting...\n[Error: listen EADDRINUSE: address already in "
          "use :::<<port>>]", tool="nodemon", src="https://github.com/jcunanan05/express-es6-sample/issues/20", cls="wrapper"),
    ], cmd="node <<jsfile>>", n=8),
    G("postgres-connection-refused", "node", "two-programs", "https://github.com/csfloat/inspect/issues/172", [
        "node:internal/process/promises:288\n            triggerUncaughtException(err, true /* fromPromise */);\n            "
        "^\n\nError: connect ECONNREFUSED 127.0.0.1:5432\n    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1494:"
        "16) {\n  errno: -111,\n  code: 'ECONNREFUSED',\n  syscall: 'connect',\n  address: '127.0.0.1',\n  port: 5432\n}",
        V("ConnectionRefusedError [SequelizeConnectionRefusedError]: connect ECONNREFUSED 127.0.0.1:5432\n    at Client."
          "_connectionCallback (<<root>>/node_modules/sequelize/lib/dialects/postgres/connection-manager.js:133:24)",
          tool="sequelize", src="https://github.com/utimur/online-store-full-course/issues/1", cls="wrapper"),
        V("Error: connect ECONNREFUSED 127.0.0.1:5432 at TCPConnectWrap.afterConnect [as oncomplete] (net.js:1141:16) {\n "
          "errno: 'ECONNREFUSED',\n code: 'ECONNREFUSED',\n syscall: 'connect',\n address: '127.0.0.1',\n port: 5432\n}",
          src="https://github.com/pantsel/konga/issues/516", cls="version"),
        V("[<<n2>><<pid>>] ERROR (ext): ERROR: Error opening connection connect ECONNREFUSED 127.0.0.1:5432, {\"code\":-32001,"
          "\"data\":{\"driver\":\"PostgreSQL\",\"driverOptions\":{}}}\n    ns: \"error-handler\"", tool="sqltools",
          src="https://github.com/mtxr/vscode-sqltools/issues/871", cls="wrapper"),
        V("connect ECONNREFUSED 127.0.0.1:5432\nat TCPConnectWrap.afterConnect [as oncomplete] (net.js:1054:14)",
          os="windows", src="https://github.com/Bajdzis/vscode-database/issues/158"),
        V("org.postgresql.util.PSQLException: Connection to 127.0.0.1:5432 refused. Check that the hostname and port are correct "
          "and that the postmaster is accepting TCP/IP connections.", tool="java", cmd="java -jar migrate.jar",
          src="https://github.com/Nuvalence/sqlserver2pgsql-docker/issues/1"),
    ], cmd="node <<jsfile>>", look="redis-connection-refused", n=7),
    _cannot_find("node-cannot-find-express-session", "express-session", "https://github.com/Colt/YelpCamp/issues/18"),
    _cannot_find("node-cannot-find-dotenv", "dotenv", "https://github.com/debug-js/debug/issues/763",
                 look="node-cannot-find-express-session"),
    G("node-entry-file-missing", "node", "non-file-path", "https://github.com/npm/cli/issues/6438", [
        "node:internal/modules/cjs/loader:1050\n  throw err;\n  ^\n\nError: Cannot find module '<<root>>/<<jsfile>>'\n    at "
        "Module._resolveFilename (node:internal/modules/cjs/loader:1047:15)\n    at Module._load (node:internal/modules/cjs/"
        "loader:893:27)\n    at Function.executeUserEntryPoint [as runMain] (node:internal/modules/run_main:81:12)\n    at "
        "node:internal/main/run_main_module:23:47 {\n  code: 'MODULE_NOT_FOUND',\n  requireStack: []\n}\n\nNode.js <<node>>",
        V("node:internal/modules/cjs/loader:1147\n  throw err;\n  ^\n\nError: Cannot find module '<<shortdir>>/<<jsfile>>'\n    "
          "at Module._resolveFilename (node:internal/modules/cjs/loader:1144:15)\n    at Module._load (node:internal/modules/"
          "cjs/loader:985:27)\n    at Function.executeUserEntryPoint [as runMain] (node:internal/modules/run_main:135:12)\n    "
          "at node:internal/main/run_main_module:28:49 {\n  code: 'MODULE_NOT_FOUND',\n  requireStack: []\n}\n\nNode.js <<node>>",
          src="https://github.com/fcavallarin/domdig/issues/15"),
    ], cmd="node <<jsfile>>", look="node-cannot-find-dotenv", n=5),
    G("js-typeerror-reading-map", "node", "version", "https://github.com/CodeWithHarry/NewsMonkey-React/issues/40", [
        "TypeError: Cannot read properties of undefined (reading 'map')\n    at News.render (http://localhost:<<port>>/static/js/"
        "bundle.js:<<line>>:39)\n    at finishClassComponent (http://localhost:<<port>>/static/js/bundle.js:<<n2>>460:35)",
        V("TypeError: Cannot read property 'map' of undefined\n  at None (/main.<<hex12>><<hex8>>.js:11:<<n2>>585)\n  at None "
          "(/main.<<hex12>><<hex8>>.js:11:<<n2>>931)", src="https://github.com/nobt-io/frontend/issues/52"),
        V("TypeError: Cannot read properties of undefined (reading 'map')\n    at b$ (https://static.example.com/assets/main-"
          "<<hex8>>.js:143:<<n2>>891)\n    at Array.map (<anonymous>)", src="https://github.com/Afilmory/afilmory/issues/276"),
        V("TypeError: Cannot read property 'map' of undefined", src="https://github.com/arunoda/react-komposer/issues/178"),
        V("TypeError: Cannot read properties of undefined (reading 'map')\n    at Au (<anonymous>:8:<<n2>>433)\n    at bf "
          "(<anonymous>:3:186649)", src="https://github.com/spatie/ignition/issues/716"),
    ], cmd="npm start"),
    _eresolve("npm-eresolve-vite-preset-react", _ERESOLVE, "https://github.com/jvidalv/vital/issues/9"),
    _eresolve("npm-eresolve-shopify-eslint", _ERESOLVE_ESL, "https://github.com/Shopify/shopify-api-js/issues/407",
              look="npm-eresolve-vite-preset-react"),
    _npm404("npm-404-tuxc-long", "@tuxc/long", "@tuxc%2flong", "https://github.com/npm/cli/issues/1626"),
    _npm404("npm-404-errorhandler", "errorhandler", "errorhandler", "https://github.com/expressjs/errorhandler/issues/25",
            look="npm-404-tuxc-long"),
    _npm404("npm-404-error-ex", "error-ex", "error-ex", "https://github.com/react/create-react-app/issues/8465"),
    G("npm-404-natives-tarball", "npm", "non-file-path", "https://github.com/npm/registry-issue-archive/issues/329", [
        "npm ERR! code E404\nnpm ERR! 404 Not Found: natives@https://registry.npmjs.org/natives/-/natives-1.1.4.tgz\n\nnpm "
        "ERR! A complete log of this run can be found in:\nnpm ERR!     <<home>>/.npm/_logs/<<npmlog>>",
    ], cmd="npm install --save-dev gulp", look="npm-404-error-ex", n=3),
    G("yarn-couldnt-find-axios", "yarn", "wrapper", "https://github.com/npm/cli/issues/1816", [
        "yarn add v1.22.<<n>>\n[1/4] Resolving packages...\nerror Couldn't find package \"axios\" on the \"npm\" registry.\n"
        "info Visit https://yarnpkg.com/en/docs/cli/add for documentation about this command.",
        "error Couldn't find package \"axios\" on the \"npm\" registry.",
    ], cmd="yarn add axios", look="npm-404-tuxc-long", n=4),
    G("npm-eacces-global-prefix", "npm", "version", "https://github.com/nodejs/node/issues/26234", [
        "npm WARN checkPermissions Missing write access to /usr/local/lib/node_modules\nnpm ERR! path /usr/local/lib/node_"
        "modules\nnpm ERR! code EACCES\nnpm ERR! errno -13\nnpm ERR! syscall access\nnpm ERR! Error: EACCES: permission "
        "denied, access '/usr/local/lib/node_modules'\nnpm ERR!  [Error: EACCES: permission denied, access '/usr/local/lib/"
        "node_modules'] {\nnpm ERR!   errno: -13,\nnpm ERR!   code: 'EACCES',\nnpm ERR!   syscall: 'access',\nnpm ERR!   "
        "path: '/usr/local/lib/node_modules'\nnpm ERR! }\nnpm ERR! \nnpm ERR! The operation was rejected by your operating "
        "system.\nnpm ERR! It is likely you do not have the permissions to access this file as the current user",
        V("npm error code EACCES\nnpm error syscall mkdir\nnpm error path /usr/local/lib/node_modules/<<proj>>\nnpm error errno "
          "-13\nnpm error Error: EACCES: permission denied, mkdir '/usr/local/lib/node_modules/<<proj>>'\nnpm error\nnpm error "
          "The operation was rejected by your operating system.\nnpm error It is likely you do not have the permissions to "
          "access this file as the current user", src="https://github.com/haxtheweb/issues/issues/2369"),
        V("npm ERR! code EACCES\nnpm ERR! syscall mkdir\nnpm ERR! path /usr/local/lib/node_modules/<<proj>>\nnpm ERR! errno "
          "-13\nnpm ERR! Error: EACCES: permission denied, mkdir '/usr/local/lib/node_modules/<<proj>>'\nnpm ERR!     at async "
          "mkdir (node:internal/fs/promises:858:10)", src="https://github.com/miraclx/freyr-js/issues/741"),
        V("npm ERR! node v6.9.1\nnpm ERR! npm  v3.10.8\nnpm ERR! path /usr/local/lib/node_modules\nnpm ERR! code EACCES\nnpm "
          "ERR! errno -13\nnpm ERR! syscall access\n\nnpm ERR! Error: EACCES: permission denied, access '/usr/local/lib/node_"
          "modules'\nnpm ERR!     at Error (native)", src="https://github.com/npm/npm/issues/14463"),
        V("npm ERR! Error: EACCES, mkdir '/usr/local/lib/node_modules/<<proj>>'\nnpm ERR!  { [Error: EACCES, mkdir '/usr/local/"
          "lib/node_modules/<<proj>>']\nnpm ERR!   errno: -13,\nnpm ERR!   code: 'EACCES',\nnpm ERR!   path: '/usr/local/lib/"
          "node_modules/<<proj>>' }\nnpm ERR! \nnpm ERR! Please try running this command again as root/Administrator.",
          os="macos", src="https://github.com/nodeschool/discussions/issues/1359"),
    ], cmd="npm install -g <<proj>>", n=6),
    G("npm-eacces-cache-dir", "npm", "version", "https://github.com/npm/npm/issues/20340", [
        "npm ERR! path <<home>>/.npm/jasmine-core\nnpm ERR! code EACCES\nnpm ERR! errno -13\nnpm ERR! syscall mkdir\n\nnpm "
        "ERR! Error: EACCES: permission denied, mkdir '<<home>>/.npm/jasmine-core'",
        "npm ERR! Error: EACCES: permission denied, mkdir '<<home>>/.npm/_cacache/index-v5/<<hex8>>'",
    ], cmd="npm install", look="npm-eacces-global-prefix", n=4),
    G("pnpm-meta-fetch-invalid-this", "pnpm", "wrapper", "https://github.com/pnpm/pnpm/issues/6499", [
        " WARN  GET https://registry.npmjs.org/<<pkgname>> error (ERR_INVALID_THIS). Will retry in 10 seconds. 2 retries left.\n"
        " WARN  GET https://registry.npmjs.org/<<pkgname>> error (ERR_INVALID_THIS). Will retry in 1 minute. 1 retries left.\n"
        " ERR_PNPM_META_FETCH_FAIL  GET https://registry.npmjs.org/<<pkgname>>: Value of \"this\" must be of type URLSearchParams",
        " ERR_PNPM_META_FETCH_FAIL  GET https://registry.npmjs.org/<<pkgname>>: Value of \"this\" must be of type URLSearchParams"
        "\nCleaning up file based variables\nERROR: Job failed: exit code 1",
        "ERR_PNPM_META_FETCH_FAIL GET https://registry.npmjs.org/<<pkgname>>: Value of \"this\" must be of type URLSearchParams",
    ], cmd="pnpm install", n=5, extra={"pkgname": "react"}),
    G("pnpm-node-modules-incompatible", "pnpm", "wrapper", "https://github.com/pnpm/pnpm/issues/3397", [
        V(" ERROR  The current version of pnpm is not compatible with the available node_modules structure\nnode_modules path: "
          "<<root>><<sep>>node_modules\n\nRun pnpm install to recreate node_modules.", os="windows"),
        " ERROR  The current version of pnpm is not compatible with the available node_modules structure\nnode_modules path: "
        "<<root>><<sep>>node_modules\n\nRun pnpm install to recreate node_modules.",
    ], cmd="pnpm i -D typescript", look="pnpm-meta-fetch-invalid-this", n=4),
    G("tsc-cannot-find-lib-hash", "tsc", "version", "https://github.com/bitjson/typescript-starter/issues/246", [
        "src/index.ts:2:15 - " + _TS_NEW + "\n\n2 export * from '<<m>>';\n                ~~~~~~~~~~~~\n\n\nFound 1 error.",
        V("src/index.ts(2,15): error TS2307: Cannot find module '<<m>>'.", src="https://github.com/DefinitelyTyped/DefinitelyTyped/pull/9559"),
        V("[tsl] ERROR in <<root>>/src/index.ts(2,15)\n      TS2307: Cannot find module '<<m>>' or its corresponding type "
          "declarations.", tool="webpack", src="https://github.com/TypeStrong/ts-loader/issues/1453", cls="wrapper"),
        V("src/index.ts:2:15 - " + _TS_NEW, os="windows"),
    ], cmd="npx tsc -p .", extra={"m": "./lib/hash"}),
    G("tsc-cannot-find-types-d", "tsc", "version", "https://github.com/PawanKolhe/color-calendar/issues/34", [
        "node_modules/color-calendar/dist/index.d.ts(1,141): error TS2307: Cannot find module './types.d' or its "
        "corresponding type declarations.",
        "node_modules/color-calendar/dist/index.d.ts:1:141 - error TS2307: Cannot find module './types.d' or its "
        "corresponding type declarations.",
    ], cmd="npx tsc", look="tsc-cannot-find-lib-hash", n=4),
    G("webpack-cant-resolve-emotion-serialize", "webpack", "version", "https://github.com/owid/owid-grapher/pull/532", [
        "ERROR in ./node_modules/@emotion/core/dist/core.browser.esm.js\nModule not found: Error: Can't resolve '@emotion/"
        "serialize' in '<<root>>/node_modules/@emotion/core/dist'\n @ ./node_modules/@emotion/core/dist/core.browser.esm.js "
        "4:0-53 53:19-34\n @ ./src/index.tsx",
        V("ERROR in ./node_modules/@emotion/core/dist/core.browser.esm.js\nModule not found: Error: Cannot resolve module "
          "'@emotion/serialize' in <<root>>/node_modules/@emotion/core/dist", src="https://github.com/webpack/webpack/issues/337"),
        V("ERROR in ./node_modules/@emotion/core/dist/core.browser.esm.js\nModule not found: Error: Can't resolve '@emotion/"
          "serialize' in '<<root>>\\node_modules\\@emotion\\core\\dist'", os="windows"),
    ], cmd="npx webpack --mode production", n=4),
    G("webpack-cant-resolve-components-services", "webpack", "version", "https://github.com/webpack/webpack/issues/6077", [
        "ERROR in ./src/app.js\nModule not found: Error: Can't resolve './components/services' in '<<root>>/src'",
        "ERROR in ./src/app.js 3:0-47\nModule not found: Error: Can't resolve './components/services' in '<<root>>/src'",
    ], cmd="npx webpack", look="webpack-cant-resolve-emotion-serialize", n=4),
    G("vite-resolve-lib-utils", "vite", "wrapper", "https://github.com/stackblitz/bolt.new/issues/4890", [
        _VITE,
        V("<<time>> [vite] Internal server error: Failed to resolve import \"<<m>>\" from \"<<importer>>\". Does the file exist?"
          "\n  Plugin: vite:import-analysis\n  File: <<root>>/<<importer>>:<<line>>:<<col>>",
          src="https://github.com/vitejs/vite/issues/9357"),
        V(_VITE + "\n<<root>>/<<importer>>:<<line>>:<<col>>\n1  |  import { clsx } from \"clsx\";\n2  |  import { cn } from "
          "\"<<m>>\";\n   |                       ^\n    at TransformPluginContext._formatError (file://<<root>>/node_modules/vite/"
          "dist/node/chunks/dep-<<hex8>>.js:49242:41)", src="https://github.com/stackblitz/bolt.new/issues/3720", cls="multiline"),
        V(_VITE.replace("<<importer>>", "src\\<<importerw>>"), os="windows",
          src="https://github.com/manga-raiku/raiku-app/issues/83"),
    ], cmd="npm run dev", n=5, extra={"m": "@/lib/utils"}),
    G("vite-resolve-pages-about", "vite", "wrapper", "https://github.com/stackblitz/bolt.new/issues/3720", [
        _VITE, "<<time>> [vite] Internal server error: Failed to resolve import \"<<m>>\" from \"<<importer>>\". Does the file "
        "exist?",
    ], cmd="npm run dev", look="vite-resolve-lib-utils", n=4, extra={"m": "../pages/AboutPage"}),
]


def _missing_script(gid: str, script: str, look: str = "") -> G:
    """`npm run <script>` with no such script: the script name is what is wrong (npm 3 → npm 7+ rewording)."""
    return G(gid, "npm", "version", "https://github.com/npm/npm/issues/18130", [
        V(f"npm ERR! Darwin 16.0.0\nnpm ERR! argv \"/usr/local/bin/node\" \"/usr/local/bin/npm\" \"run\" \"{script}\"\nnpm ERR! "
          f"node v6.9.5\nnpm ERR! npm  v3.10.10\n\nnpm ERR! missing script: {script}\nnpm ERR! \nnpm ERR! If you need help, "
          "you may report this error at:\nnpm ERR!     <https://github.com/npm/npm/issues>", os="macos"),
        V(f"npm ERR! missing script: {script}\n\nnpm ERR! A complete log of this run can be found in:\nnpm ERR!     <<home>>/"
          ".npm/_logs/<<npmlog>>", src="https://github.com/zalmoxisus/crossbuilder/issues/55"),
        V(f"npm ERR! Missing script: \"{script}\"\nnpm ERR!\nnpm ERR! To see a list of scripts, run:\nnpm ERR!   npm run\n\n"
          "npm ERR! A complete log of this run can be found in: <<home>>\\AppData\\Local\\npm-cache\\_logs\\<<npmlog>>",
          os="windows", src="https://github.com/tocoderu/react-cv-builder-tocode/issues/1"),
        V(f"npm error Missing script: \"{script}\"\nnpm error\nnpm error To see a list of scripts, run:\nnpm error   npm run\n"
          "npm error A complete log of this run can be found in: <<home>>/.npm/_logs/<<npmlog>>"),
    ], cmd=f"npm run {script}", look=look, n=5)


def _ts2307(gid: str, module: str, src: str, look: str = "") -> G:
    new = f"error TS2307: Cannot find module '{module}' or its corresponding type declarations."
    return G(gid, "tsc", "version", src, [
        f"src/<<tsfile>>:<<line>>:<<col>> - {new}",
        V(f"src/<<tsfile>>(<<line>>,<<col>>): error TS2307: Cannot find module '{module}'.", cls="version"),
        V(f"[tsl] ERROR in <<root>>/src/<<tsfile>>(<<line>>,<<col>>)\n      TS2307: Cannot find module '{module}' or its "
          "corresponding type declarations.", tool="webpack", cls="wrapper"),
        V(f"src\\<<tsfile>>:<<line>>:<<col>> - {new}", os="windows"),
    ], cmd="npx tsc --noEmit", look=look, n=4)


def _webpack(gid: str, module: str, src: str, importer: str = "./src/index.js", look: str = "") -> G:
    return G(gid, "webpack", "version", src, [
        f"ERROR in {importer}\nModule not found: Error: Can't resolve '{module}' in '<<root>>/src'",
        f"ERROR in {importer} <<n>>:0-<<n2>>\nModule not found: Error: Can't resolve '{module}' in '<<root>>/src'\n @ ./src/"
        "index.js",
        V(f"ERROR in {importer}\nModule not found: Error: Can't resolve '{module}' in '<<root>>\\src'", os="windows"),
        V(f"ERROR in {importer}\nModule not found: Error: Cannot resolve module '{module}' in <<root>>/src", cls="version"),
    ], cmd="npx webpack --mode development", look=look, n=4)


def _vite(gid: str, module: str, src: str, look: str = "") -> G:
    return G(gid, "vite", "wrapper", src, [
        _VITE, "<<time>> [vite] Internal server error: Failed to resolve import \"<<m>>\" from \"<<importer>>\". Does the file "
        "exist?\n  Plugin: vite:import-analysis\n  File: <<root>>/<<importer>>:<<line>>:<<col>>",
        V(_VITE.replace("<<importer>>", "src\\<<importerw>>"), os="windows"),
    ], cmd="npm run dev", look=look, n=4, extra={"m": module})


GROUPS += [
    _cannot_find("node-cannot-find-webpack", "webpack", "https://github.com/F1LT3R/babel-loader-lerna-cra/issues/3"),
    _cannot_find("node-cannot-find-react-scripts-env", "react-scripts/config/env.js", "https://github.com/dilanx/craco/issues/136",
                 look="node-cannot-find-webpack"),
    _cannot_find("node-cannot-find-webpack-config", "./webpack.config", "https://github.com/arcthur/react-book-examples/issues/37"),
    _cannot_find("node-cannot-find-core-util-is", "core-util-is", "https://github.com/nodejs/node/issues/27102",
                 look="node-cannot-find-webpack-config"),
    _cannot_find("node-cannot-find-canvas-node", "../build/Release/canvas.node", "https://github.com/debug-js/debug/issues/681"),
    _npm404("npm-404-bracket-g", "[-g]", "%5B-g%5D", "https://github.com/shelljs/shelljs/issues/124", look="npm-404-error-ex"),
    _missing_script("npm-missing-script-start", "start"),
    _missing_script("npm-missing-script-dev", "dev", look="npm-missing-script-start"),
    _ts2307("tsc-cannot-find-etherpad-maptype", "ep_etherpad-lite/node/types/MapType.ts", "https://github.com/ether/etherpad/issues/6672"),
    _ts2307("tsc-cannot-find-toast-vue", "./toast.vue", "https://github.com/TypeStrong/ts-loader/issues/1453",
            look="tsc-cannot-find-etherpad-maptype"),
    _ts2307("tsc-cannot-find-interfaces-rule", "@/interfaces/Rule", "https://github.com/vladlavrik/netify/issues/41"),
    _ts2307("tsc-cannot-find-nativescript-canvas", "nativescript-canvas-plugin",
            "https://github.com/triniwiz/nativescript-canvas-plugin/issues/21", look="tsc-cannot-find-interfaces-rule"),
    _ts2307("tsc-cannot-find-tween-js", "tween.js", "https://github.com/DefinitelyTyped/DefinitelyTyped/pull/9559",
            look="tsc-cannot-find-nativescript-canvas"),
    _webpack("webpack-cant-resolve-kendo-core", "kendo.core.min", "https://github.com/webpack/webpack/issues/4930",
             importer="../app/Scripts/kendoui/cultures/kendo.culture.he-IL.min.js"),
    _webpack("webpack-cant-resolve-foo-json", "./foo.json", "https://github.com/webpack/webpack/issues/4631",
             look="webpack-cant-resolve-kendo-core"),
    _webpack("webpack-cant-resolve-node-module", "module", "https://github.com/webpack/webpack/issues/11314",
             importer="(webpack)/lib/NormalModule.js"),
    _webpack("webpack-cant-resolve-css-style", "/css/style.css", "https://github.com/webpack/webpack/issues/6020",
             look="webpack-cant-resolve-node-module"),
    _vite("vite-resolve-cloudscape-styles", "@cloudscape-design/global-styles/index.css", "https://github.com/vitejs/vite/issues/10825"),
    _vite("vite-resolve-user-followings", "./UserFollowings", "https://github.com/cesardeazevedo/nosotros/issues/121",
          look="vite-resolve-cloudscape-styles"),
    _vite("vite-resolve-raiku-pgs-thread", "raiku-pgs/thread", "https://github.com/manga-raiku/raiku-app/issues/83"),
    _vite("vite-resolve-components-index", "../components", "https://github.com/adrianhajdin/project_3D_developer_portfolio/issues/46",
          look="vite-resolve-raiku-pgs-thread"),
    _vite("vite-resolve-pages-shop", "./pages/Shop", "https://github.com/stackblitz/bolt.new/issues/2967"),
    _vite("vite-resolve-stui-vue", "stui-vue", "https://github.com/vitejs/vite/issues/9357", look="vite-resolve-pages-shop"),
]

GROUPS += [
    _cannot_find("node-cannot-find-webpack-template-plugin", "webpack/lib/node/NodeTemplatePlugin",
                 "https://github.com/react/create-react-app/issues/4218", look="node-cannot-find-canvas-node"),
    _webpack("webpack-entry-cli-arg", "hello.boudle.js", "https://github.com/webpack/webpack/issues/7940",
             importer="multi ./hello.js hello.boudle.js", look="webpack-cant-resolve-css-style"),
    G("pnpm-exdev-cross-device", "pnpm", "wrapper", "https://github.com/pnpm/pnpm/issues/896", [
        " WARN  EXDEV: cross-device link not permitted, link\n'<<home>>/.pnpm-store/2/registry.npmjs.org/<<pkgname>>/2.1.0/node_"
        "modules/<<pkgname>>/package.json' ->\n'<<root>>/node_modules/.registry.npmjs.org/<<pkgname>>/2.1.0/node_modules/"
        "<<pkgname>>+stage/package.json'\nFalling back to copying packages from store",
        " WARN  EXDEV: cross-device link not permitted, link '<<home>>/.pnpm-store/2/registry.npmjs.org/<<pkgname>>/2.1.0' -> "
        "'<<root>>/node_modules/.registry.npmjs.org/<<pkgname>>/2.1.0'",
    ], cmd="pnpm install", look="pnpm-node-modules-incompatible", n=4, extra={"pkgname": "chalk"}),
    G("npm-exit-handler-never-called", "npm", "everyday", "https://github.com/npm/cli/issues/5780", [
        "npm WARN using --force Recommended protections disabled.\nnpm ERR! Exit handler never called!\n\nnpm ERR! This is an error "
        "with npm itself. Please report this error at:\nnpm ERR!     <https://github.com/npm/cli/issues>",
        "npm ERR! Exit handler never called!",
    ], cmd="npm i <<proj>> --force", n=4),
    G("npm-registry-json-parse", "npm", "version", "https://github.com/npm/npm/issues/4072", [
        "npm http GET http://<<host>>/<<pkgname>>\nnpm http 404 http://<<host>>/<<pkgname>>\nnpm ERR! registry error parsing json\n"
        "npm ERR! SyntaxError: Unexpected token <",
        "npm ERR! Unexpected token < in JSON at position 0\nnpm ERR! <!DOCTYPE HTML PUBLIC \"-//IETF//DTD HTML 2.0//EN\">\nnpm ERR! "
        "<html><head>\nnpm ERR! <title>404 Not Found</title>",
    ], cmd="npm install <<pkgname>>", look="npm-404-natives-tarball", n=4, extra={"pkgname": "http"}),
    G("npm-getaddrinfo-registry", "npm", "wrapper", "https://github.com/npm/npm/issues/16102", [
        "<<n2>> silly fetchPackageMetaData Error: getaddrinfo ENOTFOUND registry.npmjs.org registry.npmjs.org:443\n<<n2>> silly "
        "fetchPackageMetaData     at errnoException (dns.js:28:10)",
        "npm ERR! code ENOTFOUND\nnpm ERR! errno ENOTFOUND\nnpm ERR! network request to https://registry.npmjs.org/<<proj>> failed, "
        "reason: getaddrinfo ENOTFOUND registry.npmjs.org",
    ], cmd="npm install", look="npm-registry-json-parse", n=4),
]
