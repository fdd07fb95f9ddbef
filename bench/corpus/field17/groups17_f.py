"""Field set 17, part f: Redis refused from its CLI and two client libraries, Helm release names, pyenv's
_ctypes without libffi."""

from fieldspec import G, Q, V

_HELM_CONTROLLER = """+ helm_v3 install --namespace longhorn-system longhorn /longhorn.tgz --values /config/values-01_HelmChart.yaml
Error: cannot re-use a name that is still in use"""

_HELM_TEMPLATE = """printer.go:84: [debug] Original chart version: ""
printer.go:84: [debug] CHART PATH: <<home>>/.helm/cache/archive/nginx-ingress-1.8.1.tgz

Error: cannot re-use a name that is still in use"""

_PYENV_CTYPES = """  File "<<home>>/.pyenv/versions/3.9.4/lib/python3.9/ctypes/__init__.py", line 8, in <module>
    from _ctypes import Union, Structure, Array
ModuleNotFoundError: No module named '_ctypes'"""

_PYENV_27 = """  File "<<root>>/src/versions/2.7.9/lib/python2.7/ctypes/__init__.py", line 10, in <module>
    from _ctypes import Union, Structure, Array
ImportError: No module named _ctypes
error: failed to install pip via get-pip.py"""

GROUPS = [
    G("f17-redis-refused-not-running", "redis-cli", "two-programs", "https://github.com/microsoft/WSL/issues/365", [
        V("Could not connect to Redis at 127.0.0.1:6379: Connection refused\nnot connected> ", cmd="redis-cli", os="linux",
          cls="everyday"),
        V("Error Redis connection to 127.0.0.1:6379 failed - connect ECONNREFUSED", tool="node",
          cmd="node <<jsfile>>", src="https://github.com/redis/node-redis/issues/648", os="linux"),
        V("No connection could be made because the target machine actively refused it. [tcp://127.0.0.1:6379]",
          tool="php", cmd="php artisan serve", src="https://github.com/nahid/talk-example/issues/38", os="windows"),
    ], cmd="redis-cli", os=("linux", "windows"), n=6),
    G("f17-helm-release-name-in-use", "helm", "version", "https://github.com/k3s-io/helm-controller/issues/90", [
        V(_HELM_CONTROLLER, cls="wrapper"),
        V('Error: a release named "foo" already exists', src="https://github.com/helm/helm/pull/997",
          cmd="helm install -n foo docs/examples/alpine"),
    ], cmd="helm_v3 install --namespace longhorn-system longhorn /longhorn.tgz", os=("linux",)),
    G("f17-helm-template-replace-name", "helm", "multiline", "https://github.com/helm/helm/issues/6101", [_HELM_TEMPLATE],
      cmd="helm template nginx-ingress stable/nginx-ingress --values nginx-ingress.yml --replace  --debug", os=("linux",),
      look="f17-helm-release-name-in-use"),
    G("f17-pyenv-ctypes-no-libffi", "pyenv", "version", "https://github.com/pyenv/pyenv/issues/1933", [
        V(_PYENV_CTYPES, tool="pip", cmd="pip install <<proj>>"),
        V(_PYENV_27, cmd="pyenv install 2.7.9", src="https://github.com/pyenv/pyenv/issues/785"),
        V("ModuleNotFoundError: No module named '_ctypes'\nWarning: The post-install step did not complete successfully",
          tool="brew", cmd="brew install python3 --devel", src="https://github.com/Homebrew/linuxbrew-core/pull/1007",
          cls="two-programs"),
        V('*** WARNING: renaming "_ctypes" since importing it failed: unknown error\nFailed to build these modules:\n_ctypes',
          tool="make", cmd="make", src="https://github.com/sabotage-linux/sabotage/issues/15", cls="two-programs", exit=0),
    ], cmd="pyenv install 3.9.4", os=("linux",), n=8),
]

QUERIES = [
    Q("redis-cli could not connect 127.0.0.1 6379 connection refused server not started", "f17-redis-refused-not-running", "plain"),
    Q("redis-cli 连不上 6379 连接被拒绝 服务没启动", "f17-redis-refused-not-running", "zh"),
    Q("helm install release name still in use after failed first install", "f17-helm-release-name-in-use", "plain"),
    Q("helm 安装 release 名字已经被占用 无法复用", "f17-helm-release-name-in-use", "zh"),
    Q("helm template --replace cannot re-use a name helm 3 alpha", "f17-helm-template-replace-name", "plain"),
    Q("helm template 加 --replace 仍报名字被占用", "f17-helm-template-replace-name", "zh"),
    Q("pyenv built python no module named _ctypes install libffi-dev", "f17-pyenv-ctypes-no-libffi", "plain"),
    Q("pyenv 编译的 python 缺少 _ctypes 模块 libffi", "f17-pyenv-ctypes-no-libffi", "zh"),
]
