"""Field set 2, two programs: one condition reported by a language runtime and by a tool built on it.

Each group's message is copied from the public thread in `src`; only volatile parts are `<<slot>>`s. A
certificate the local trust store cannot chain is reported by Python's ssl module, pip, setuptools, curl
and git; npm wraps Node's EACCES and ECONNRESET in its own lines. The npm groups name look-alikes that
must stay apart: a global prefix npm may not write (fix the prefix) against a cache that root owns
(chown the cache), and the registry connection npm reports reset against a Node program's own TLS reset.
Also: a Python runtime error that Chinese-locale Windows produces (open() defaults to GBK); a full disk
as PostgreSQL and Patroni (Python) report it; git's connection to github.com:443 failing, in English,
Chinese and under npm.
"""

from __future__ import annotations

from fieldspec import G, V

_LOCAL_ISSUER = "certificate verify failed: unable to get local issuer certificate"
_CURL_ISSUER = "SSL certificate problem: unable to get local issuer certificate"
_NPM_NET = ("npm ERR! network read ECONNRESET\nnpm ERR! network This is most likely not a problem with npm itself\n"
            "npm ERR! network and is related to network connectivity.\n"
            "npm ERR! network In most cases you are behind a proxy or have bad network settings.")
_ROOT_OWNED = ("Your cache folder contains root-owned files, due to a bug in\n{p} previous versions of npm which has since "
               "been addressed.\n{blank}\n{p} To permanently fix this problem, please run:\n")
_GBK = "UnicodeDecodeError: 'gbk' codec can't decode byte {b} in position <<line>>: illegal multibyte sequence"


def _root_owned(prefix: str) -> str:
    """npm's root-owned-cache advice; npm 6-9 ("npm ERR!") print its blank line with a trailing space, npm 10 does not."""
    return prefix + " " + _ROOT_OWNED.format(p=prefix, blank=prefix + (" " if prefix.endswith("!") else ""))


GROUPS = [
    G("f2-ssl-local-issuer", "python", "two-programs", "https://github.com/FeeiCN/GSIL/issues/37", [
        "ssl.SSLCertVerificationError: [SSL: CERTIFICATE_VERIFY_FAILED] " + _LOCAL_ISSUER + " (_ssl.c:<<sslline>>)",
        V("  WARNING: Retrying (Retry(total=0, connect=None, read=None, redirect=None, status=None)) after connection "
          "broken by 'SSLError(SSLCertVerificationError(1, '[SSL: CERTIFICATE_VERIFY_FAILED] " + _LOCAL_ISSUER
          + " (_ssl.c:<<sslline>>)'))': /packages/94/34/9a2118bb4c4ba176075179385e06226b5225be338ba7e2216283e767df64/"
          "pyrfc-0.1.2.tar.gz", src="https://github.com/pypa/pip/issues/8200", tool="pip", cls="wrapper",
          cmd="pip install pyrfc", os="windows"),
        V("error: Setup script exited with error: <urlopen error [SSL: CERTIFICATE_VERIFY_FAILED] \n"
          + _LOCAL_ISSUER + " (_ssl.c:1045)>", src="https://github.com/sensepost/objection/issues/98",
          tool="setuptools", cls="wrapper", cmd="python3 setup.py install", os="macos"),
        V("urllib.error.URLError: <urlopen error [SSL: CERTIFICATE_VERIFY_FAILED] " + _LOCAL_ISSUER + " (_ssl.c:1129)>",
          src="https://github.com/python-poetry/poetry/issues/5117", tool="poetry", cls="wrapper", cmd="poetry install",
          os="macos"),
        V("curl: (60) " + _CURL_ISSUER + "\nMore details here: http://curl.haxx.se/docs/sslcerts.html",
          src="https://github.com/certbot/certbot/issues/3814", tool="curl", cls="two-programs", os="linux",
          cmd="curl 'https://pypi.python.org/packages/source/p/pip/pip-8.0.3.tar.gz' > /dev/null", exit=60),
        V("fatal: unable to access 'https://github.com/SickChill/SickChill.git/': " + _CURL_ISSUER,
          src="https://github.com/SynoCommunity/spksrc/issues/3843", tool="git", cls="two-programs", os="linux",
          cmd="git pull", exit=128),
        V("Cloning into 'F:\\Dev\\DCE\\sourcecode\\cf-sample\\cf-sample-app-spring'...\n"
          "fatal: unable to access 'https://github.com/cloudfoundry-samples/cf-sample-app-spring.git/': " + _CURL_ISSUER,
          src="https://github.com/cloudfoundry-samples/cf-sample-app-spring/issues/7", tool="git", cls="two-programs",
          os="windows", cmd="git.exe clone --progress --recursive -v "
          "\"https://github.com/cloudfoundry-samples/cf-sample-app-spring.git\"", exit=128),
    ], cmd="python <<pyfile>>", os=("linux", "macos", "windows"), n=10),
    G("f2-npm-eacces-global", "npm", "two-programs", "https://github.com/OpenSourceHelpCommunity/Questions/issues/421", [
        "npm ERR! code EACCES\nnpm ERR! syscall mkdir\nnpm ERR! path /usr/local/lib/node_modules/nodemon\n"
        "npm ERR! errno -13\nnpm ERR! Error: EACCES: permission denied, mkdir '/usr/local/lib/node_modules/nodemon'",
        V("Run npm install -g npm@latest\nnpm error code EACCES\nnpm error syscall mkdir\n"
          "npm error path /usr/local/share/man/man7\nnpm error errno -13\n"
          "npm error Error: EACCES: permission denied, mkdir '/usr/local/share/man/man7'\n"
          "npm error     at async mkdir (node:internal/fs/promises:858:10)",
          src="https://github.com/matrix-org/matrix-spec/issues/2274", tool="github-actions", cls="wrapper", os="linux",
          cmd="npm install -g npm@latest"),
        V("npm ERR! path /usr/local/lib/node_modules\nnpm ERR! code EACCES\nnpm ERR! errno -13\nnpm ERR! syscall access\n"
          "npm ERR! Error: EACCES: permission denied, access '/usr/local/lib/node_modules'",
          src="https://github.com/nodeschool/discussions/issues/2179", cls="version", os="linux"),
        V("npm ERR! Error: EACCES, unlink '/usr/local/lib/node_modules/resume-cli'\nnpm ERR!     at Error (native)",
          src="https://github.com/npm/npm/issues/7684", cls="version", os="macos", cmd="npm install resume-cli -g"),
    ], cmd="npm install -g <<proj>>", exit=243, os=("linux", "macos"), look="f2-npm-eacces-cache", n=10),
    G("f2-npm-eacces-cache", "npm", "two-programs", "https://github.com/Florin-Lungu/docker-hugo/issues/200", [
        "npm error code EACCES\nnpm error syscall open\nnpm error path <<home>>/.npm/_cacache/tmp/<<hex8>>\n"
        "npm error errno -13\nnpm error\n" + _root_owned("npm error") + "npm error   sudo chown -R 1234:1234 \"<<home>>/.npm\"",
        V("npm ERR! code EACCES\nnpm ERR! syscall open\nnpm ERR! path /root/.npm/_cacache/tmp/<<hex8>>\n"
          "npm ERR! errno -13\nnpm ERR! \n" + _root_owned("npm ERR!") + "npm ERR!   sudo chown -R 1:1 \"/root/.npm\"",
          src="https://github.com/Inist-CNRS/web-services/pull/35", cls="runtime-value", os="linux"),
        V("npm ERR! code EACCES\nnpm ERR! syscall open\nnpm ERR! path <<home>>/.npm/_cacache/index-v5/85/aa/"
          "7abb529da4ccdc917436278c1306c49cce2ff3f33948211aad74f110e516\nnpm ERR! errno EACCES\nnpm ERR! \n"
          + _root_owned("npm ERR!") + "npm ERR!   sudo chown -R 501:20 \"<<home>>/.npm\"",
          src="https://github.com/koush/scrypted/issues/1397", tool="npx", cls="wrapper", os="macos",
          cmd="npx -y scrypted@latest install-server"),
        V("npm ERR! path <<home>>/.npm/strip-ansi/0.1.1\nnpm ERR! code EACCES\nnpm ERR! errno -13\nnpm ERR! syscall mkdir\n\n"
          "npm ERR! Error: EACCES: permission denied, mkdir '<<home>>/.npm/strip-ansi/0.1.1'",
          src="https://github.com/yeoman/generator-node/issues/223", cls="version", os="macos", cmd="npm install"),
    ], cmd="npm ci", exit=243, os=("linux", "macos"), n=10),
    G("f2-npm-econnreset", "npm", "two-programs",
      "https://github.com/hydrotik/node-hapi-react-redux-sass-typescript-mongo-webpack-hmr-gulp/issues/5", [
        "npm ERR! code ECONNRESET\nnpm ERR! errno ECONNRESET\nnpm ERR! syscall read\n\n" + _NPM_NET,
        V("166831 verbose stack Error: read ECONNRESET\n166831 verbose stack     at exports._errnoException (util.js:746:11)\n"
          "166831 verbose stack     at TCP.onread (net.js:561:26)", src="https://github.com/npm/npm/issues/15274",
          cls="two-programs", os="macos"),
        V("npm ERR! code ECONNRESET\nnpm ERR! errno ECONNRESET\nnpm ERR! network Invalid response body while trying to "
          "fetch https://registry.npmjs.org/@types%2fnode: aborted\n"
          "npm ERR! network This is a problem related to network connectivity.",
          src="https://github.com/npm/cli/issues/8015", cls="version"),
        V("npm ERR! code ECONNRESET\nnpm ERR! errno ECONNRESET\nnpm ERR! syscall read\n\nnpm ERR! network read ECONNRESET\n"
          "npm ERR! network This is most likely not a problem with npm itself",
          src="https://github.com/deepthan/Front-end-resource-collection/issues/26", os="windows", cmd="npm i"),
        V("    npm ERR! network read ECONNRESET\n    npm ERR! network This is most likely not a problem with npm itself",
          src="https://github.com/RocketChat/Rocket.Chat/issues/8740", tool="circleci", cls="wrapper", os="linux"),
    ], cmd="npm install", os=("linux", "macos", "windows"), look="f2-node-tls-econnreset", n=10),
    G("f2-node-tls-econnreset", "node", "version", "https://github.com/SamKirkland/ftp-deploy/issues/22", [
        "Error: read ECONNRESET\n    at TLSWrap.onStreamRead (node:internal/stream_base_commons:220:20) {\n"
        "  errno: -4077,\n  code: 'ECONNRESET',\n  syscall: 'read'\n}",
        V("node:events:505\n      throw er; // Unhandled 'error' event\n      ^\n\nError: read ECONNRESET\n"
          "    at TLSWrap.onStreamRead (node:internal/stream_base_commons:217:20)\n"
          "Emitted 'error' event on ClientRequest instance at:",
          src="https://github.com/vscheuber/fidc-debug-tools/pull/4", cls="multiline", os="macos"),
        V("[2020-11-27T12:20:28.790] [INFO] console - Error: read ECONNRESET\n"
          "    at TLSWrap.onStreamRead (internal/stream_base_commons.js:200:27) {\n  errno: 'ECONNRESET',\n"
          "  code: 'ECONNRESET',\n  syscall: 'read'\n}",
          src="https://github.com/Constaline/unblockneteasemusic-desktop/issues/3", tool="log4js", cls="wrapper"),
        V("<<ts>> Error: read ECONNRESET\n    at TLSWrap.onStreamRead (internal/stream_base_commons.js:183:27) {",
          src="https://github.com/askmike/deribit-v2-ws/issues/8", cls="runtime-value"),
        V("(node:<<pid>>) UnhandledPromiseRejectionWarning: Error: read ECONNRESET\n    at TLSWrap.onread (net.js:660:25)",
          src="https://github.com/iexg/IEX-API/issues/493", cls="version"),
        V("Error: read ECONNRESET\n  at TLSWrap.onStreamRead (node:internal/stream_base_commons:213:20) {\n"
          "    errno: -54,\n    code: 'ECONNRESET',\n    syscall: 'read'\n  }",
          src="https://github.com/nodejs/node/issues/36690", os="macos"),
    ], cmd="node <<jsfile>>", os=("linux", "macos", "windows"), n=10),
    G("f2-py-gbk-decode", "python", "locale", "https://github.com/taishan1994/SpERT_chinese/issues/10", [
        _GBK.format(b="0xa7"),
        V("  File \"D:\\ModeCode\\HivisionIDPhotos\\HivisionIDPhotos\\data_utils.py\", line 12, in csv_to_size_list\n"
          "    next(reader)\n" + _GBK.format(b="0x80"), src="https://github.com/Zeyi-Lin/HivisionIDPhotos/issues/181",
          cls="multiline", cmd="python app.py"),
        V("  File \"\\Programs\\Python\\Python312\\Lib\\subprocess.py\", line 1599, in _readerthread\n"
          "    buffer.append(fh.read())\n                  ^^^^^^^^^\n" + _GBK.format(b="0x94"),
          src="https://github.com/0xsdeo/HeartK/issues/1", tool="heartk", cls="two-programs"),
        V("    head = fd.read(4096)\n" + _GBK.format(b="0xad"),
          src="https://github.com/nil0x42/singlefile2trilium/issues/9", cls="everyday"),
        V(_GBK.format(b="0x93") + ".", src="https://github.com/victorlei/smop/issues/152", locale="en", tool="smop",
          cmd="smop <<relfile>>"),
    ], cmd="python <<pyfile>>", os=("windows",), n=8),
    G("f2-postgres-disk-full", "postgres", "two-programs", "https://github.com/openstate/open-raadsinformatie/issues/427", [
        "could not write to file \"pg_wal/xlogtemp.<<n2>>\": No space left on device",
        V("[53100]:PANIC:  could not write to file \"pg_wal/xlogtemp.<<pid>>\": No space left on device",
          src="https://github.com/pgbackrest/pgbackrest/issues/1052", cls="version"),
        V("<<date>> <<time>>.297 GMT [<<pid>>] PANIC:  could not write to file \"pg_logical/replorigin_checkpoint.tmp\": "
          "No space left on device", src="https://github.com/nextcloud/all-in-one/issues/1638", tool="nextcloud-aio",
          cls="runtime-value"),
        V("Postgres-instance stopped working \"could not write lock file \"postmaster.pid\": No space left on device\"",
          src="https://github.com/CrunchyData/postgres-operator-examples/issues/275", tool="crunchy-pgo", cls="wrapper"),
        V("<<logts>> ERROR: Exception when saving file: /pgdata/productionets-tvhl/patroni.dynamic.json\n"
          "OSError: [Errno 28] No space left on device", src="https://github.com/CrunchyData/postgres-operator/issues/3270",
          tool="patroni", cls="two-programs"),
    ], cmd="", exit=None, os=("linux",), n=8),
    G("f2-git-443-connect", "git", "everyday", "https://github.com/taosdata/TDengine/issues/22916", [
        "fatal: unable to access 'https://github.com/michaelrsweet/mxml.git/': Failed to connect to github.com port 443: "
        "Connection timed out",
        V("fatal: unable to access 'https://github.com/techchipnet/CamPhish/': Failed to connect to github.com port 443 "
          "after <<ms>> ms: Couldn't connect to server", src="https://github.com/techchipnet/CamPhish/issues/205",
          cls="version", cmd="git clone https://github.com/techchipnet/CamPhish"),
        V("fatal: unable to access 'https://github.com/Leaovo-man2/Leaovo-man2.github.io.git/': Failed to connect to "
          "github.com port 443 after <<ms>> ms: Couldn't connect to server",
          src="https://github.com/desktop/desktop/issues/17250", os="windows", cmd="git push"),
        V("fatal:Cannot access无法访问 \"https://github.com/IntelRealsense/librealsense.git/': Failed toconnect to "
          "github,com port 443 after <<ms>> ms:Connection Timed Out",
          src="https://github.com/realsenseai/librealsense/issues/13928", locale="zh", cls="locale",
          cmd="git clone https://github.com/IntelRealsense/librealsense.git"),
        V("error fatal: unable to access 'https://github.com/gruntjs/node-http2.git/': Failed to connect to github.com "
          "port 443: Connection refused", src="https://github.com/npm/npm/issues/11979", tool="npm", cls="two-programs",
          os="windows", cmd="npm install grunt-contrib-connect --save-dev"),
    ], cmd="./build.sh", exit=128, os=("linux", "windows"), n=8),
]
