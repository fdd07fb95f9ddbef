"""Field set 9, part c: zsh's globbing of pip extras, nginx's connection limits, a JVM out of file
descriptors (in English and in a Chinese Tomcat log), Rust panics whose Err value decides, and
Python on Chinese Windows (a DLL that will not load, a refused connection), each message from the
thread in `src`."""

from __future__ import annotations

from fieldspec import G, Q, V

_PY36 = r"C:\Users\<<user>>\AppData\Local\Programs\Python\Python36"
_REFUSED_ZH = "由于目标计算机积极拒绝，无法连接。"

GROUPS = [
    # -- zsh expands the brackets of a pip extra ----------------------------------------------------
    G("zsh-glob-pip-extra", "zsh", "shell", "https://github.com/scienxlab/redflag/issues/90",
      ["zsh: no matches found: redflag[dev]"],
      cmd="pip install redflag[dev]", exit=1, os=("macos", "linux"), shells=("zsh",)),

    # -- nginx: which limit ---------------------------------------------------------------------------
    G("nginx-worker-connections-not-enough", "nginx", "runtime-value", "https://github.com/hypothesis/deployment/issues/141",
      ["<<date>> <<time>> h-prod_i-<<hex8>> error.log <<date>> <<time>> [alert] <<pid>>#0: 1024 worker_connections are "
       "not enough",
       "<<date>> <<time>> [alert] <<pid>>#0: 1024 worker_connections are not enough"],
      cmd="tail -f /var/log/nginx/error.log", exit=None, os=("linux",)),
    G("nginx-worker-connections-exceed-nofile", "nginx", "everyday", "https://github.com/F-Stack/f-stack/issues/399",
      ["nginx: [warn] 102400 worker_connections exceed open file resource limit: 1024"],
      cmd="nginx", exit=0, os=("linux",), look="nginx-worker-connections-not-enough"),

    # -- the JVM out of file descriptors (an accept loop), English and a Chinese Tomcat log -----------------
    G("jvm-too-many-open-files", "java", "two-programs", "https://github.com/ggrandes/bouncer/issues/2",
      ["<<date>>T<<time>> [ERROR] [task<<n2>>:th<<line>>:id00000094:MuxInListenRight[x.x.x.x:PPPPP|xxx.x.x.x:JJJJ]] "
       "MuxServerListenRemote java.net.SocketException: Too many open files\njava.net.SocketException: Too many open "
       "files\n        at java.net.PlainSocketImpl.socketAccept(Native Method) ",
       V("<<date>> <<time>> org.apache.tomcat.util.net.JIoEndpoint$Acceptor run\n严重: Socket accept failed\n"
         "java.net.SocketException: Too many open files\n        at java.net.PlainSocketImpl.socketAccept(Native Method)\n"
         "        at java.net.PlainSocketImpl.accept(PlainSocketImpl.java:408)\n"
         "        at java.net.ServerSocket.implAccept(ServerSocket.java:462)",
         src="https://github.com/psi-probe/psi-probe/issues/203", locale="zh", tool="tomcat", cls="locale"),
       V("[nioEventLoopGroup-<<n>>-1] WARN  i.n.channel.DefaultChannelPipeline - An exceptionCaught() event was "
         "fired, and it reached at the tail of the pipeline. It usually means the last handler in the pipeline did not "
         "handle the exception.\njava.io.IOException: Too many open files\n\tat sun.nio.ch.ServerSocketChannelImpl."
         "accept0(Native Method) ~[na:1.8.0_101]", src="https://github.com/netty/netty/issues/1578", tool="netty",
         cls="runtime-value")],
      cmd="java -jar <<proj>>.jar", exit=None, os=("linux",), n=6),

    # -- Rust: the Err value an unwrap() met decides -------------------------------------------------------
    G("rust-unwrap-serde-expected-value", "rust", "multiline", "https://github.com/ralexstokes/mev-rs/issues/79",
      ["thread 'tokio-runtime-worker' panicked at 'called `Result::unwrap()` on an `Err` value: Error(\"expected "
       "value\", line: 1, column: 1)', mev-rs/src/engine_api_proxy/server.rs:121:85",
       "thread 'tokio-runtime-worker' panicked at 'called `Result::unwrap()` on an `Err` value: Error(\"expected "
       "value\", line: 1, column: 1)', mev-rs/src/engine_api_proxy/server.rs:121:85\n" * 2
       + "thread 'tokio-runtime-worker' panicked at 'called `Result::unwrap()` on an `Err` value: Error(\"expected "
       "value\", line: 1, column: 1)', mev-rs/src/engine_api_proxy/server.rs:121:85"],
      cmd="mev-rs boost <<relfile>>", exit=None, os=("linux",)),
    G("rust-unwrap-reqwest-body", "rust", "everyday", "https://github.com/evan-sm/cyberdrop-dl/issues/21",
      ["thread 'tokio-runtime-worker' panicked at 'called `Result::unwrap()` on an `Err` value: reqwest::Error { kind: "
       "Body, source: hyper::Error(Body, Custom { kind: UnexpectedEof, error: IncompleteBody }) }', ~/.cargo/registry/"
       "src/index.crates.io-6f17d22bba15001f/cyberdrop-dl-0.3.2/src/lib.rs:99:84"],
      cmd="cyberdrop-dl <<host>>", exit=101, os=("linux", "macos"), look="rust-unwrap-serde-expected-value"),
    G("rust-unwrap-parseint-modio", "rust", "version", "https://github.com/trumank/mint/issues/259",
      ["request started 593 \"/v1/games/2475/mods/4227878/dependencies\"\nretrying after -1...\nthread "
       "'tokio-runtime-worker' panicked at src\\providers\\modio.rs:191:64:\ncalled 'Result::unwrap()' on an 'Err' "
       "value: ParseIntError { kind: InvalidDigit }\nstack backtrace:\nnote: Some details are omitted, run with "
       "`RUST_BACKTRACE=full` for a verbose backtrace."],
      cmd="mint.exe", exit=101, os=("windows",), look="rust-unwrap-reqwest-body"),

    # -- Python on Chinese Windows: which DLL ------------------------------------------------------------
    G("py-zh-winerror126-face-detection", "python", "multiline", "https://github.com/smartkids77/ArcSoft_FreeSDK_Demo/issues/7",
      [f"{_PY36}\\python.exe \"F:/face/ARC/06080/python - 副本/web.py\"\nTraceback (most recent call last):\n"
       "  File \"F:/face/ARC/06080/python - 副本/web.py\", line 5, in <module>\n"
       "    from arcsoft.AFD_FSDKLibrary import *\n"
       "  File \"F:\\face\\ARC\\06080\\python - 副本\\arcsoft\\AFD_FSDKLibrary.py\", line 35, in <module>\n"
       "    internalLibrary =  CDLL(u'face_detection.dll')\n"
       f"  File \"{_PY36}\\lib\\ctypes\\__init__.py\", line 348, in __init__\n"
       "    self._handle = _dlopen(self._name, mode)\nOSError: [WinError 126] 找不到指定的模块。"],
      cmd="python web.py", exit=1, os=("windows",), locale="zh"),
    G("py-zh-winerror126-torch-dll", "python", "locale", "https://github.com/6174/comflowyspace/issues/325",
      ["OSError: [WinError 126] 找不到指定的模块。 Error loading \"C:\\anaconda3\\envs\\comf lowy\\lib\\site-packages\\torch"
       "\\lib\\backend_with_compiler.dll\" or one of its depend encies."],
      cmd="python main.py", exit=1, os=("windows",), locale="zh", look="py-zh-winerror126-face-detection"),

    # -- Python on Chinese Windows: which service refused ------------------------------------------------
    G("py-zh-refused-mongodb", "python", "runtime-value", "https://github.com/Maximilianxu/ServerManager/issues/1",
      [f"pymongo.errors.ServerSelectionTimeoutError: 127.0.0.1:27017: [WinError 10061] {_REFUSED_ZH}, Timeout: 30s, "
       "Topology Description: <TopologyDescription id: <<hex12>><<hex12>>, topology_type: Single, servers: "
       f"[<ServerDescription ('127.0.0.1', 27017) server_type: Unknown, rtt: None, error=AutoReconnect('127.0.0.1:27017: "
       f"[WinError 10061] {_REFUSED_ZH}')>]>"],
      cmd="python app.py", exit=1, os=("windows",), locale="zh"),
    G("py-zh-refused-socks-upstream", "python", "wrapper", "https://github.com/felix021/ssocks5/issues/3",
      [f"<<date>> <<time>> WARNING  [Errno 10061] [Error 10061] {_REFUSED_ZH}"],
      cmd="python .\\ssocks5.py", exit=None, os=("windows",), locale="zh", look="py-zh-refused-mongodb"),
    G("py-zh-refused-no-proxy", "python", "locale", "https://github.com/guapier/zi5book/issues/1",
      [f"ConnectionRefusedError: [WinError 10061] {_REFUSED_ZH}",
       V(f"ConnectionRefusedError: [WinError 10061] {_REFUSED_ZH}", src="https://github.com/MogooStudio/analysis/issues/1")],
      cmd="python <<pyfile>>", exit=1, os=("windows",), locale="zh", look="py-zh-refused-mongodb"),
]

QUERIES = [
    Q("zsh will not run pip install with square brackets extras", "zsh-glob-pip-extra", "plain"),
    Q("zsh 下 pip 安装带方括号的可选依赖失败", "zsh-glob-pip-extra", "zh"),
    Q("nginx log says worker connections are too few", "nginx-worker-connections-not-enough", "plain"),
    Q("nginx 日志提示 worker_connections 不够用", "nginx-worker-connections-not-enough", "zh"),
    Q("nginx warns worker connections above the open file limit", "nginx-worker-connections-exceed-nofile", "plain"),
    Q("nginx 启动警告 连接数超过文件描述符上限", "nginx-worker-connections-exceed-nofile", "zh"),
    Q("java server cannot accept sockets, file descriptor limit reached", "jvm-too-many-open-files", "plain"),
    Q("tomcat 日志 Socket accept failed 打开文件太多", "jvm-too-many-open-files", "zh"),
    Q("rust tokio worker panic serde expected value at line 1 column 1", "rust-unwrap-serde-expected-value", "plain"),
    Q("rust 程序 unwrap 崩溃 解析 json 时 expected value", "rust-unwrap-serde-expected-value", "zh"),
    Q("cyberdrop downloader panics on incomplete body", "rust-unwrap-reqwest-body", "plain"),
    Q("cyberdrop-dl 下载时 reqwest 报 body 不完整崩溃", "rust-unwrap-reqwest-body", "zh"),
    Q("mint mod manager crashes parsing retry after header", "rust-unwrap-parseint-modio", "plain"),
    Q("mint 加载 mod.io 时 ParseIntError 崩溃", "rust-unwrap-parseint-modio", "zh"),
    Q("ctypes cannot load face_detection.dll on windows", "py-zh-winerror126-face-detection", "plain"),
    Q("python 加载 face_detection.dll 报找不到指定的模块", "py-zh-winerror126-face-detection", "zh"),
    Q("torch dll fails to load in conda env on windows", "py-zh-winerror126-torch-dll", "plain"),
    Q("torch 的 dll 加载失败 找不到指定模块", "py-zh-winerror126-torch-dll", "zh"),
    Q("pymongo cannot reach local mongodb on port 27017", "py-zh-refused-mongodb", "plain"),
    Q("pymongo 连接本机 27017 被拒绝", "py-zh-refused-mongodb", "zh"),
    Q("local socks proxy warns target refused connection", "py-zh-refused-socks-upstream", "plain"),
    Q("ssocks5 本地代理提示目标拒绝连接", "py-zh-refused-socks-upstream", "zh"),
    Q("python script connection refused, probably needs a proxy", "py-zh-refused-no-proxy", "plain"),
    Q("python 运行报目标计算机积极拒绝 是不是没开代理", "py-zh-refused-no-proxy", "zh"),
]
