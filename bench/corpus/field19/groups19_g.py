"""Field set 19, part g: curl's untrusted certificates, systemctl under WSL, rsync's closed connections
and nox's missing interpreters."""

from fieldspec import G, Q, V

W = ("windows",)
L = ("linux",)
M = ("macos",)
U = ("linux", "macos")

_CURL_MORE = ("More details here: https://curl.haxx.se/docs/sslcerts.html\n\ncurl failed to verify the legitimacy of the "
              "server and therefore could not\nestablish a secure connection to it. To learn more about this situation "
              "and\nhow to fix it, please visit the web page mentioned above.")
_NO_SYSTEMD = "System has not been booted with systemd as init system (PID 1). Can't operate.\n"
_RSYNC_12 = ("rsync: connection unexpectedly closed (0 bytes received so far) [sender]\n"
             "rsync error: error in rsync protocol data stream (code 12) at io.c({0}) [sender={1}]")

GROUPS = [
    G("f19-curl-60-self-signed-in-chain", "curl", "everyday", "https://github.com/RedHatDemos/SecurityDemos/issues/407", [
        "curl: (60) SSL certificate problem: self signed certificate in certificate chain\n" + _CURL_MORE,
        V("curl: (60) SSL certificate problem: self signed certificate in certificate chain", os="windows",
          shell="bash", src="https://github.com/msys2/msys2.github.io/issues/154"),
        V("cURL request failed with error [60]: SSL certificate problem: self signed certificate in certificate chain",
          tool="php-curl", cmd="php request.php", src="https://github.com/anlutro/php-curl/issues/36", cls="two-programs"),
        V("cURL error 60: SSL certificate problem: self signed certificate in certificate chain (see "
          "http://curl.haxx.se/libcurl/c/libcurl-errors.html)", tool="guzzle", os="windows", cmd="php artisan serve",
          src="https://github.com/wirecard/paymentSDK-php/issues/300", cls="two-programs"),
        V("PHP Fatal error:  Uncaught GuzzleHttp\\Exception\\RequestException: cURL error 60:\n SSL certificate problem: "
          "self signed certificate in certificate chain (see http\n://curl.haxx.se/libcurl/c/libcurl-errors.html) ",
          tool="php", os="windows", cmd="php quickstart.php", src="https://github.com/googleworkspace/php-samples/issues/54",
          cls="two-programs"),
        V("curl: (60) SSL certificate problem: self signed certificate in certificate chain\n"
          "More details here: https://curl.haxx.se/docs/sslcerts.html", src="https://github.com/moul/http2curl/pull/40"),
    ], cmd="curl -k https://<<host>>:<<port>>/", exit=60, n=6),
    G("f19-curl-60-self-signed-leaf", "curl", "version", "https://github.com/StackStorm/st2docs/issues/1122", [
        "curl: (60) SSL certificate problem: self signed certificate\n" + _CURL_MORE,
        V("* SSL certificate problem: self-signed certificate\n* Closing connection\n"
          "curl: (60) SSL certificate problem: self-signed certificate\nMore details here: https://curl.se/docs/sslcerts.html",
          src="https://github.com/curl/curl/issues/13092", cls="multiline"),
    ], cmd="curl https://<<host>>/api/v1/", exit=60, os=L, look="f19-curl-60-self-signed-in-chain", n=6),
    G("f19-wsl-systemctl-no-systemd", "systemctl", "version", "https://github.com/microsoft/WSL/issues/12216", [
        _NO_SYSTEMD + "Failed to connect to bus: Host is down",
        V(_NO_SYSTEMD + "Failed to connect to bus: Host is down", cmd="sudo systemctl restart redis.service",
          src="https://github.com/microsoft/WSL/issues/9368"),
        V(_NO_SYSTEMD + "Failed to create bus connection: Host is down", src="https://github.com/MicrosoftDocs/WSL/issues/785"),
        V(_NO_SYSTEMD + "Failed to connect to bus: Host is down\nFailed to talk to init daemon", cmd="reboot",
          src="https://github.com/MicrosoftDocs/WSL/issues/785", cls="multiline"),
        V(_NO_SYSTEMD + "Failed to connect to bus: Host is down", cmd="systemctl start nessusd",
          src="https://github.com/microsoft/WSL/issues/8921"),
        V(_NO_SYSTEMD + "Failed to create bus connection: Host is down\n" + _NO_SYSTEMD +
          "Failed to create bus connection: Host is down\n/usr/bin/gufw: line 2: [: =: unary operator expected",
          cmd="gufw", src="https://github.com/MicrosoftDocs/WSL/issues/845", cls="multiline"),
        V(_NO_SYSTEMD + "Failed to connect to bus: Host is down", cmd="sudo systemctl start docker.service",
          src="https://github.com/MicrosoftDocs/WSL/issues/457"),
        V(_NO_SYSTEMD.rstrip("\n"), cmd="systemctl", src="https://github.com/microsoft/WSL/issues/3170"),
    ], cmd="sudo systemctl status postgresql", os=L, n=8),
    G("f19-rsync-missing-on-remote", "rsync", "multiline", "https://github.com/up9cloud/action-rsync/issues/4", [
        "bash: line 1: rsync: command not found\n" + _RSYNC_12.format("228", "3.2.3"),
        V("⚠️ [Rsync] error:  rsync exited with code 12\n⚠️ [Rsync] stderr:  Warning: Permanently added '***' (ECDSA) "
          "to the list of known hosts.\nbash: rsync: command not found\n" + _RSYNC_12.format("235", "3.1.3"),
          tool="ssh-deploy", src="https://github.com/easingthemes/ssh-deploy/issues/38", cls="wrapper"),
        V("rsync: connection unexpectedly closed (0 bytes received so far) [sender]\n"
          "rsync error: remote command not found (code 127) at io.c(226) [sender=3.1.1]",
          cmd="rsync -avz -e 'ssh -p 2222' <<relfile>> <<host>>:/srv/<<proj>>", src="https://github.com/moul/sshportal/issues/59",
          cls="version"),
    ], cmd="rsync -avz ./dist/ deploy@<<host>>:/srv/<<proj>>", exit=12, os=L),
    G("f19-rsync-argc-is-zero-windows", "rsync", "multiline", "https://github.com/RsyncProject/rsync/issues/786", [
        "rsync: argc is zero!\nrsync error: syntax or usage error (code 1) at main.c(1844) [server=3.2.7]\n" +
        _RSYNC_12.format("232", "3.4.1"),
    ], cmd="C:\\rsync\\bin\\rsync.exe -chsh -e \"ssh -p 22\" backend.jar <<host>>:/var/backend/backend.jar", exit=12,
        os=W, shells=("powershell",), look="f19-rsync-missing-on-remote"),
    G("f19-rsync-brew-327-local-copy", "rsync", "multiline", "https://github.com/Homebrew/homebrew-core/issues/129732", [
        "sending incremental file list\ncreated directory dir2\n./\nx\ny\n"
        "rsync: connection unexpectedly closed (69 bytes received so far) [generator]\n"
        "rsync error: error in rsync protocol data stream (code 12) at io.c(231) [generator=3.2.7]\n"
        "rsync: connection unexpectedly closed (72 bytes received so far) [sender]\n"
        "rsync error: error in rsync protocol data stream (code 12) at io.c(231) [sender=3.2.7]",
    ], cmd="rsync -av dir1/ dir2", exit=12, os=M, look="f19-rsync-missing-on-remote"),
    G("f19-nox-python38-skipped", "nox", "everyday", "https://github.com/pypa/packaging/issues/286", [
        "nox > Running session lint\nnox > Session lint skipped: Python interpreter 3.8 not found.",
        "nox > Running session docs\nnox > Session docs skipped: Python interpreter 3.8 not found.",
    ], cmd="nox -s lint", exit=0, os=U, n=6),
    G("f19-nox-windows-python-dotted-names", "nox", "multiline", "https://github.com/wntrblm/nox/issues/602", [
        "nox > Running session some_task-python3.9\n^Z\nnox > Session some_task-python3.9 skipped: Python interpreter "
        "python3.9 not found.\nnox > Running session some_task-python3.8\n^Z\nnox > Session some_task-python3.8 skipped: "
        "Python interpreter python3.8 not found.\nnox > Ran multiple sessions:\nnox > * some_task-python3.9: skipped\n"
        "nox > * some_task-python3.8: skipped",
    ], cmd="nox", exit=0, os=W, look="f19-nox-python38-skipped"),
    G("f19-nox-unable-to-locate-python35", "nox", "version", "https://github.com/wntrblm/nox/issues/93", [
        "RuntimeError: Unable to locate Python interpreter \"python3.5\".",
    ], cmd="nox", os=W, look="f19-nox-python38-skipped"),
    G("f19-nox-pyenv-shim-python36", "nox", "everyday", "https://github.com/wntrblm/nox/issues/381", [
        "RuntimeError: failed to find interpreter for Builtin discover of python_spec='python3.6'",
    ], cmd="nox", os=U, look="f19-nox-python38-skipped"),
]

QUERIES = [
    Q("curl 60 self signed certificate in certificate chain", "f19-curl-60-self-signed-in-chain", "plain"),
    Q("curl 报证书链中有自签名证书 错误 60", "f19-curl-60-self-signed-in-chain", "zh"),
    Q("curl (60) SSL certificate problem: self-signed certificate", "f19-curl-60-self-signed-leaf", "plain"),
    Q("curl 访问自签名证书的服务器报 60", "f19-curl-60-self-signed-leaf", "zh"),
    Q("WSL systemctl System has not been booted with systemd as init system", "f19-wsl-systemctl-no-systemd", "plain"),
    Q("WSL 里 systemctl 提示系统没有用 systemd 启动", "f19-wsl-systemctl-no-systemd", "zh"),
    Q("bash: rsync: command not found on the remote, protocol data stream code 12", "f19-rsync-missing-on-remote",
      "plain"),
    Q("远程服务器没装 rsync 报 code 12", "f19-rsync-missing-on-remote", "zh"),
    Q("rsync argc is zero syntax or usage error code 1 from windows", "f19-rsync-argc-is-zero-windows", "plain"),
    Q("Windows 上 rsync 报 argc is zero", "f19-rsync-argc-is-zero-windows", "zh"),
    Q("homebrew rsync 3.2.7 local copy connection unexpectedly closed generator", "f19-rsync-brew-327-local-copy",
      "plain"),
    Q("macOS 上 brew 装的 rsync 本地复制也报 code 12", "f19-rsync-brew-327-local-copy", "zh"),
    Q("nox session skipped Python interpreter 3.8 not found", "f19-nox-python38-skipped", "plain"),
    Q("nox 跳过会话 找不到 Python 3.8 解释器", "f19-nox-python38-skipped", "zh"),
    Q("nox on windows python3.9 not found although installed", "f19-nox-windows-python-dotted-names", "plain"),
    Q("Windows 上 nox 找不到 python3.9 会话被跳过", "f19-nox-windows-python-dotted-names", "zh"),
    Q("nox RuntimeError unable to locate Python interpreter python3.5", "f19-nox-unable-to-locate-python35", "plain"),
    Q("nox 无法定位 python3.5 解释器", "f19-nox-unable-to-locate-python35", "zh"),
    Q("nox failed to find interpreter for Builtin discover python_spec pyenv", "f19-nox-pyenv-shim-python36", "plain"),
    Q("pyenv 下 nox 找不到 python3.6 解释器", "f19-nox-pyenv-shim-python36", "zh"),
]
