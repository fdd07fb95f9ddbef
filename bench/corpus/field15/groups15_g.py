"""Field set 15, part g: conditions several programs report. A file-watcher limit behind Node's
watcher libraries, an expired server certificate from curl and from PHP's cURL binding, and a name
that will not resolve from curl, git, an old git and BusyBox wget (against another host that must
stay apart).

Every message is copied from the thread in its `src` (only `<<slot>>` parts were replaced); queries are
written the way someone who has not memorised the message would ask.
"""

from __future__ import annotations

from fieldspec import G, Q, V

_CURL_60 = (
    "curl: (60) SSL certificate problem: certificate has expired\n"
    "More details here: https://curl.haxx.se/docs/sslcerts.html\n"
    "\n"
    "curl failed to verify the legitimacy of the server and therefore could not\n"
    "establish a secure connection to it. To learn more about this situation and\n"
    "how to fix it, please visit the web page mentioned above.")

GROUPS = [
    # -- too many file watches, as Node and the watcher libraries above it say it ----------------------
    G("f15-node-emfile-watch", "node", "wrapper", "https://github.com/Nozbe/WatermelonDB/issues/1816", [
        "node:events:497\n      throw er; // Unhandled 'error' event\n      ^\n\n"
        "Error: EMFILE: too many open files, watch\n"
        "    at FSWatcher._handle.onchange (node:internal/fs/watchers:207:21)",
        V("Error: EMFILE: too many open files, watch\n"
          "    at FSWatcher._handle.onchange (node:internal/fs/watchers:214:21)\n"
          "Emitted 'error' event on FSWatcher instance at:\n"
          "    at FSWatcher._handleError (<<home>>/.npm/_npx/c8d17849012e28e3/node_modules/chokidar/index.js:539:18)",
          tool="chokidar", cmd="npx mdts", src="https://github.com/unhappychoice/mdts/issues/104"),
        V("Watchpack Error (watcher): Error: EMFILE: too many open files, watch '<<root>>/node_modules/style-loader/dist'",
          tool="webpack", cmd="npx webpack serve", src="https://github.com/webpack/webpack/issues/15809"),
        V("ERROR watch EMFILE\n{\"code\":\"EMFILE\",\"errno\":\"EMFILE\",\"syscall\":\"watch\"}", tool="react-native",
          cmd="react-native start", src="https://github.com/siuying/react-native-htmltext/issues/4", cls="version"),
    ], cmd="npm start", os=("macos",), n=8),

    # -- an expired server certificate, from the curl tool and from PHP's cURL binding -----------------
    G("f15-cert-expired-curl-and-php", "curl", "two-programs",
      "https://github.com/muffinista/really-simple-history-api/issues/34", [
        V(_CURL_60, cmd="curl https://history.muffinlabs.com/date", exit=60),
        V(_CURL_60, cmd="curl https://cityio.media.mit.edu/api/tables/list", exit=60,
          src="https://github.com/CityScope/CS_CityIO/issues/122"),
        V("cURL error 60: SSL certificate problem: certificate has expired", tool="php", cmd="php bin/console cache:warmup",
          exit=1, src="https://github.com/csarrazi/CsaGuzzleBundle/issues/249"),
        V("cURL error 60: SSL certificate problem: certificate has expired", tool="nextcloud",
          cmd="sudo -u www-data php occ app:install quicknotes", exit=1,
          src="https://github.com/matiasdelellis/quicknotes/issues/20"),
        V("curl: (60) Peer's Certificate has expired.\nMore details here: http://curl.haxx.se/docs/sslcerts.html",
          cmd="curl https://terminal.moja-lab.com/shells/lZL6MuZXis.sh", exit=60,
          src="https://github.com/Ali-IoT-Lab/moja-shell/issues/9", cls="version"),
    ], os=("linux", "macos"), exit=60, n=8),

    # -- github.com does not resolve: curl, git, an old git, BusyBox wget --------------------------------
    G("f15-resolve-github-com-fails", "curl", "two-programs", "https://github.com/microsoft/vcpkg/issues/20482", [
        V("Downloading cmake...\ncurl: (6) Could not resolve host: github.com", cmd="sudo bash bootstrap-vcpkg.sh", exit=6),
        V("fatal: unable to access 'https://github.com/<<org>>/<<proj>>.git/': Could not resolve host: github.com",
          tool="git", cmd="git clone https://github.com/<<org>>/<<proj>>.git", exit=128, os="macos",
          src="https://github.com/Homebrew/brew/issues/13694"),
        V("error: Couldn't resolve host 'github.com' while accessing https://github.com/rraptorr/sun-java6/info/refs",
          tool="git", cmd="sudo ./oab-java.sh", exit=1, src="https://github.com/flexiondotorg/oab-java6/issues/48",
          cls="version"),
        V("Resolving github.com... failed: No address associated with hostname.\n"
          "wget: unable to resolve host address 'github.com'", tool="wget",
          cmd="wget --no-check-certificate -O /tmp/busybox",
          exit=1, shell="sh", src="https://github.com/B83C/max2140_bin/issues/3"),
    ], os=("linux",), exit=6, n=8),
    G("f15-resolve-raw-githubusercontent-fails", "curl", "non-file-path",
      "https://github.com/bestswifter/macbootstrap/issues/38", [
        "curl: (6) Could not resolve host: raw.githubusercontent.com",
    ], cmd="curl https://raw.githubusercontent.com/bestswifter/macbootstrap/master/bootstrap.sh", os=("macos",), exit=6,
      look="f15-resolve-github-com-fails"),
]

QUERIES = [
    Q("react native packager crashes watching too many files on mac", "f15-node-emfile-watch", "plain"),
    Q("mac 上 node 监听文件太多崩溃", "f15-node-emfile-watch", "zh"),
    Q("https download fails because the site's certificate ran out", "f15-cert-expired-curl-and-php", "plain"),
    Q("下载时提示服务器证书过期", "f15-cert-expired-curl-and-php", "zh"),
    Q("cannot reach github, name lookup fails when cloning or downloading", "f15-resolve-github-com-fails", "plain"),
    Q("克隆或下载时 github 域名解析失败", "f15-resolve-github-com-fails", "zh"),
    Q("bootstrap script download fails, raw github content host unknown", "f15-resolve-raw-githubusercontent-fails",
      "plain"),
    Q("curl 解析不了 raw.githubusercontent.com", "f15-resolve-raw-githubusercontent-fails", "zh"),
]
