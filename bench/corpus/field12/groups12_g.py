"""Field set 12, part g: one errno or condition raised by a runtime and by servers and CLIs built on
it: Go's busy port (Caddy, evilginx2, Docker's port forwarder), Go's and Python's exhausted file
descriptors, and a refused connection inside an old requests error. Each group's message is copied
from the thread in `src`; only `<<slot>>` parts vary between instances. Queries: one in plain
English, one in Chinese per group."""

from fieldspec import G, Q, V

GROUPS = [
    G("f12-go-listen-bind-in-use", "caddy", "two-programs", "https://github.com/caddyserver/caddy/issues/473",
      ["2015/12/31 <<time>> listen tcp :<<port>>: bind: address already in use",
       V("Listen: listen tcp :443: bind: address already in use", src="https://github.com/trojan-gfw/trojan/issues/149"),
       V("[!!!] listen tcp :443: bind: address already in use.", tool="evilginx2",
         src="https://github.com/kgretzky/evilginx2/issues/170"),
       V("ERROR: for caddy  Cannot start service caddy: Ports are not available: listen tcp 0.0.0.0:<<port>>: bind: "
         "address already in use", tool="docker-compose", os="macos", cls="wrapper",
         src="https://github.com/stefanprodan/dockprom/issues/230")],
      cmd="caddy -log stderr", os=("linux",), n=8),
    G("f12-go-accept-too-many-open-files", "bytomd", "runtime-value", "https://github.com/BytomDAO/bytom/issues/399",
      ["2018/03/05 <<time>> http: Accept error: accept tcp [::]:<<port>>: accept: too many open files; retrying in 1s"],
      cmd="bytomd node", os=("macos",)),
    G("f12-python-errno-24-too-many-open-files", "python", "two-programs", "https://github.com/dievus/threader3000/issues/15",
      ["OSError: [Errno 24] Too many open files\n  File \"/usr/lib/python3.10/socket.py\", line 232, in __init__\n"
       "OSError: [Errno 24] Too many open files",
       V("<<logts>> ERROR    [Errno 24] Too many open files", tool="ssserver",
         src="https://github.com/shadowsocks/shadowsocks/issues/1160")],
      cmd="python3 threader3000.py", os=("linux",)),
    G("f12-requests-py2-errno-10061", "linkchecker", "runtime-value", "https://github.com/wummel/linkchecker/issues/487",
      ["Error: ConnectionError: HTTPConnectionPool(host='<<host>>', port=80): Max retries exceeded with url: / "
       "(Caused by <class 'socket.error'>: [Errno 10061] No connection could be made because the target machine "
       "actively refused it)"], cmd="linkchecker http://<<host>>/", os=("windows",)),
]

QUERIES = [
    Q("caddy cannot start because something else already uses the port", "f12-go-listen-bind-in-use", "plain"),
    Q("caddy 启动失败 端口被占用", "f12-go-listen-bind-in-use", "zh"),
    Q("go http server keeps retrying accept, out of file descriptors", "f12-go-accept-too-many-open-files", "plain"),
    Q("go 服务 accept 失败 打开的文件太多", "f12-go-accept-too-many-open-files", "zh"),
    Q("python socket scanner hits the open files limit", "f12-python-errno-24-too-many-open-files", "plain"),
    Q("python 开太多 socket 报打开文件过多", "f12-python-errno-24-too-many-open-files", "zh"),
    Q("link checker on windows: target machine refused the connection", "f12-requests-py2-errno-10061", "plain"),
    Q("windows 上检查链接时目标主机拒绝连接", "f12-requests-py2-errno-10061", "zh"),
]
