"""Field set 2, non-file-path values: one error whose named value (a port, a package@version, a host) varies.

Each group's message is copied from the public thread in `src`; only volatile parts are `<<slot>>`s. The
value that differs between variants is each thread's own (its proxy port, its package and version, its host),
so a group holds one identity under many values. A git or curl call refused by a stale proxy on localhost
names the look-alike that must stay apart: github.com:443 itself unreachable (f2-git-443-connect); a PSDrive
that does not exist is a look-alike of a path Set-Location cannot find. Also: Docker Hub's registry timing out.
"""

from __future__ import annotations

from fieldspec import G, V

_ETARGET_TAIL = ("npm ERR! notarget In most cases you or one of your dependencies are requesting\n"
                 "npm ERR! notarget a package version that doesn't exist.")


def _etarget(spec: str, prefix: str = "npm ERR!") -> str:
    tail = _ETARGET_TAIL.replace("npm ERR!", prefix)
    return f"{prefix} code ETARGET\n{prefix} notarget No matching version found for {spec}\n{tail}"


GROUPS = [
    G("f2-proxy-stale-refused", "git", "non-file-path", "https://github.com/StudioCherno/Walnut/issues/39", [
        "Cloning into 'Walnut'...\nfatal: unable to access 'https://github.com/TheCherno/Walnut/': Failed to connect to "
        "127.0.0.1 port 1080 after <<ms>> ms: Connection refused",
        V("fatal: unable to access 'https://github.com/etc': Failed to connect to 127.0.0.1 port 8087: connection refused",
          src="https://github.com/desktop/desktop/issues/9211", tool="github-desktop", cls="wrapper", os="windows",
          cmd="git fetch origin"),
        V("Cloning into 'Assignment2'...\nfatal: unable to access 'https://github.com/rathor08/Assignment2.git/': "
          "Failed to connect to 10.10.78.62 port 3128: Connection timed out",
          src="https://github.com/githubschool/on-demand-github-pages/issues/2585", cls="runtime-value",
          cmd="git clone https://github.com/rathor08/Assignment2.git"),
        V("fatal: unable to access 'https://github.com/darrenliuwei/hosts.git/': Failed to connect to 192.168.1.1 port 8083: "
          "Connection refused", src="https://github.com/darrenliuwei/blog/issues/17", cls="everyday",
          cmd="git push"),
        V("curl: (7) Failed to connect to 127.0.0.1 port 7890: Connection refused",
          src="https://github.com/VocabVictor/clash-for-AutoDL/issues/48", tool="curl", cls="two-programs",
          cmd="curl https://www.google.com", exit=7, os="linux"),
        V("curl: (7) Failed to connect to 127.0.0.1 port 17890 after 0 ms: Connection refused",
          src="https://github.com/SaladDay/clash-for-lab/issues/3", tool="curl", cls="version",
          cmd="curl -I https://www.google.com", exit=7, os="linux"),
        V("curl: (7) Failed to connect to 127.0.0.1 port 20170: Connection refused",
          src="https://github.com/curl/curl/issues/9358", tool="curl", cls="two-programs", cmd="curl https://google.com",
          exit=7, os="linux"),
        V("curl_cffi.requests.errors.RequestsError: Failed to perform, ErrCode: 7, Reason: 'Failed to connect to 127.0.0.1 "
          "port 10808 after <<ms>> ms: Connection refused'. This may be a libcurl error, See "
          "https://curl.se/libcurl/c/libcurl-errors.html first for more details.",
          src="https://github.com/wwwzhouhui/Claude2-PyAPI/issues/32", tool="python", cls="wrapper",
          cmd="python <<pyfile>>"),
    ], cmd="git clone --recursive https://github.com/TheCherno/Walnut", exit=128, os=("windows", "linux", "macos"),
      look="f2-git-443-connect", n=10),
    G("f2-npm-etarget", "npm", "non-file-path", "https://github.com/micromatch/picomatch/issues/82", [
        _etarget("picomatch@^2.2.3."),
        V(_etarget("grunt@0.4.0rc4") + "\nnpm ERR! notarget\nnpm ERR! notarget It was specified as a dependency of "
          "'grunt-reload'", src="https://github.com/open-learning-exchange/open-learning-exchange.github.io/issues/1172",
          cls="version", cmd="npm install"),
        V(_etarget("mime-db@1.38.0") + "\n\nnpm ERR! A complete log of this run can be found in:\n"
          "npm ERR!     <<home>>/.npm/_logs/<<date>>T12_31_38_075Z-debug.log",
          src="https://github.com/jshttp/mime-db/issues/158", cls="multiline", os="linux"),
        V(_etarget("@superset-ui/query@0.14.15."), src="https://github.com/apache/superset/issues/10635", cmd="npm ci"),
        V(_etarget("string-width-cjs@4.2.3.") + "\nnpm ERR! notarget\nnpm ERR! notarget It was specified as a dependency "
          "of '@isaacs/cliui'\nnpm ERR! notarget", src="https://github.com/cthackers/adm-zip/issues/461",
          cls="two-programs"),
        V("Running: npm install -g @openchamber/web@latest\n" + _etarget("@openchamber/sdk@1.23.1.", "npm error"),
          src="https://github.com/openchamber/openchamber/issues/3638", tool="openchamber", cls="wrapper", os="windows",
          cmd="openchamber update"),
        V(_etarget("url@0.11.4."), src="https://github.com/defunctzombie/node-url/issues/71", cls="runtime-value",
          cmd="npm install browserify"),
    ], cmd="npm install --save picomatch", os=("linux", "macos", "windows"), n=10),
    G("f2-curl-resolve-host", "curl", "non-file-path", "https://github.com/bhdai/kagglelink/issues/5", [
        "curl: (6) Could not resolve host: raw.githubusercontent.com",
        V("  0     0    0     0    0     0      0      0 --:--:--  0:00:14 --:--:--     0"
          "curl: (6) Could not resolve host: raw.githubusercontent.com", src="https://github.com/hectorm/hblock/issues/50",
          cls="multiline", cmd="curl -o /tmp/hblock 'https://raw.githubusercontent.com/hectorm/hblock/v2.1.6/hblock'"),
        V("  curl: (6) Couldn't resolve host 'raw.github.com'", src="https://github.com/rvm/rvm/issues/2161", cls="version",
          cmd="curl -sSL https://get.rvm.io | bash -s stable"),
        V("wget: 无法解析主机地址 “raw.githubusercontent.com”", src="https://github.com/Alvin9999/new-pac/issues/483",
          tool="wget", cls="locale", locale="zh", exit=4, cmd="wget https://raw.githubusercontent.com/<<org>>/<<proj>>/master/"
          "<<script>>"),
        V("curl: (6) Could not resolve host: raw.githubusercontent.com\n"
          "root@iStoreOS-NAS:~# curl -fsSL https://raw.githubusercontent.com/slobys/openclash-auto-installer/main/check-up\n"
          "dates.sh | sh\ncurl: (6) Could not resolve host: raw.githubusercontent.com",
          src="https://github.com/slobys/openclash-auto-installer/issues/3", cls="everyday"),
        V("curl: (6) Could not resolve host: raw.githubusercontent.com",
          src="https://github.com/LLM-Red-Team/kimi-cc/issues/28", tool="bash", cls="wrapper", os="macos",
          cmd="bash -c \"$(curl -fsSL https://raw.githubusercontent.com/LLM-Red-Team/kimi-cc/refs/heads/main/install.sh)\""),
    ], cmd="curl -sS https://raw.githubusercontent.com/<<org>>/<<proj>>/main/setup.sh | bash", exit=6,
      os=("linux", "macos"), n=8),
    G("f2-ps-setlocation-missing", "powershell", "non-file-path", "https://github.com/SitecorePowerShell/Console/issues/309", [
        "cd : Cannot find path 'master:\\non\\existing\\path\\here\\' because it does not exist.\nAt line:1 char:1",
        V("Set-Location: Cannot find path 'C:\\Users\\user\\foo - bar(123-456)[foo]' because it does not exist.",
          src="https://github.com/PowerShell/PowerShell/issues/27507", cls="version", cmd="cd -"),
        V("PowerShell 7.5.4\nSet-Location: Cannot find path 'C:\"' because it does not exist.",
          src="https://github.com/PowerShell/PowerShell/issues/26541", cls="shell", cmd="pwsh -noexit -WorkingDirectory \"C:\\\"",
          shell="cmd"),
        V("Set-Location: /home/zx/.config/powershell/Microsoft.PowerShell_profile.ps1:133\nLine |\n"
          " 133 |      Set-Location @args\n     |      ~~~~~~~~~~~~~~~~~~\n"
          "     | Cannot find path '/home/zx/kkk/[Gmail].All Mail/nuuuuu/'\n     | because it does not exist.",
          src="https://github.com/PowerShell/PowerShell/issues/19000", cls="multiline", os="linux", cmd="cd $x"),
        V("Set-Location: Cannot find path 'Microsoft.PowerShell.Core\\FileSystem::' because it does not exist.",
          src="https://github.com/PowerShell/PowerShell/issues/13854", cls="runtime-value", cmd="Set-Location \\"),
    ], cmd="cd master:\\non\\existing\\path\\here\\", os=("windows",), shells=("powershell",), n=8),
    G("f2-ps-drive-not-found", "powershell", "non-file-path",
      "https://github.com/MSEndpointMgr/ModernDriverManagement/issues/168", [
        "Set-Location : Cannot find drive. A drive with the name 'F01' does not exist.\nAt line:19175 char:8",
        V("Copy-Item: Cannot find drive. A drive with the name 'V X W Y' does not exist.\n"
          "Copy-Item: Cannot find drive. A drive with the name 'V X W Y' does not exist.",
          src="https://github.com/jamesstringer90/Easy-GPU-PV/issues/415", cls="version", cmd=".\\CopyFilesToVM.ps1"),
        V("Message                     : Cannot find drive. A drive with the name 'C' does not exist.",
          src="https://github.com/PowerShell/vscode-powershell/issues/694", tool="vscode-powershell", cls="runtime-value",
          os="macos", cmd="$Error[0] | Format-List * -Force", exit=0),
    ], cmd=".\\Invoke-CMApplyDriverPackage.ps1", os=("windows",), shells=("powershell",),
      look="f2-ps-setlocation-missing", n=6),
    G("f2-docker-registry-timeout", "docker", "non-file-path", "https://github.com/exadel-inc/CompreFace/issues/1277", [
        "Error response from daemon: Get \"https://registry-1.docker.io/v2/\": net/http: request canceled while waiting for "
        "connection (Client.Timeout exceeded while awaiting headers)",
        V("Error response from daemon: Get \"https://registry-1.docker.io/v2/\": net/http: request canceled while waiting "
          "for connection (Client.Timeout exceeded while awaiting headers)", src="https://github.com/moby/buildkit/issues/4536",
          os="windows", cmd="docker pull nginx", cls="everyday"),
        V("(HTTP code 500) server error - {\"message\":\"Get https://registry-1.docker.io/v2/: net/http: request canceled "
          "while waiting for connection (Client.Timeout exceeded while awaiting headers)\"}",
          src="https://github.com/docker-archive-public/docker.kitematic/issues/3203", tool="kitematic", cls="version",
          os="windows", cmd=""),
        V("Error response from daemon: Get \"https://registry-1.docker.io/v2/\": net/http: request canceled while waiting "
          "for connection (Client.Timeout exceeded while awaiting headers)", src="https://github.com/infiniflow/ragflow/issues/12273",
          tool="docker-compose", cls="wrapper", cmd="docker compose -f docker/docker-compose.yml up -d"),
    ], cmd="docker-compose up -d", os=("linux", "windows"), n=8),
]
