"""Field set 12, part e: RabbitMQ's CLI failing to reach a node for three different reasons (the
node name varies), Helm's unreachable chart repository for different reasons (the URL varies),
wget's failed name lookup, and pip out of disk space across releases and inside a Docker build.
Each group's message is copied from the thread in `src`; only `<<slot>>` parts vary between
instances. Queries: one in plain English, one in Chinese per group."""

from fieldspec import G, Q, V

_RMQ_REASONS = ("Most common reasons for this are:\n\n"
                " * Target node is unreachable (e.g. due to hostname resolution, TCP connection or firewall issues)\n"
                " * CLI tool fails to authenticate with the server (e.g. due to CLI tool's Erlang cookie not matching "
                "that of the server)\n * Target node is not running\n\nIn addition to the diagnostics info below:\n\n")


def _rmq(host: str, docs: str = "https", longnames: bool = True, contact: str = "") -> str:
    """RabbitMQ CLI's diagnostics header for node rabbit@HOST, as the 3.7/3.8 CLIs print it."""
    text = (f"Error: unable to perform an operation on node 'rabbit@{host}'. Please see diagnostics information and "
            f"suggestions below.\n\n{_RMQ_REASONS}"
            f" * See the CLI, clustering and networking guides on {docs}://rabbitmq.com/documentation.html to learn more\n"
            f" * Consult server logs on node rabbit@{host}\n")
    if longnames:
        text += " * If target node is configured to use long node names, don't forget to use --longnames with CLI tools\n"
    return text + f"\nDIAGNOSTICS\n===========\n\nattempted to contact: [{contact or 'rabbit@' + host}]\n\nrabbit@{host}:\n"


def _not_running(host: str) -> str:
    return (f"  * connected to epmd (port 4369) on {host}\n  * epmd reports: node 'rabbit' not running at all\n"
            f"                  no other nodes on {host}\n  * suggestion: start the node")


_HELM = 'Error: looks like "{url}" is not a valid chart repository or cannot be reached: '
_WGET_TEMP = ("--<<date>> <<time>>--  http://{h}/\nResolving {h} ({h})... failed: Temporary failure in name resolution.\n"
              "wget: unable to resolve host address ‘{h}’")
_PIP28 = "ERROR: Could not install packages due to an OSError: [Errno 28] No space left on device"

GROUPS = [
    G("f12-rabbitmq-cookie-rejected", "rabbitmqctl", "multiline", "https://github.com/rabbitmq/rabbitmq-server/issues/613",
      ["Status of node rabbit@warp10 ...\n" + _rmq("warp10") + "  * connected to epmd (port 4369) on warp10\n"
       "  * epmd reports node 'rabbit' uses port 25672 for inter-node and CLI tool traffic\n"
       "  * TCP connection succeeded but Erlang distribution failed\n\n"
       "  * Authentication failed (rejected by the remote node), please check the Erlang cookie"],
      cmd="rabbitmqctl status --erlang-cookie abc123", os=("linux", "macos")),
    G("f12-rabbitmq-node-not-running", "rabbitmqctl", "runtime-value", "https://github.com/openmessaging/benchmark/issues/19",
      [_rmq("ip-10-0-0-223", docs="http", longnames=False, contact="'rabbit@ip-10-0-0-223'") + _not_running("ip-10-0-0-223"),
       V(_rmq("u1b3") + _not_running("u1b3"), src="https://github.com/hitachienergy/epiphany/issues/1923")],
      cmd="rabbitmqctl cluster_status", os=("linux",), exit=69, look="f12-rabbitmq-cookie-rejected"),
    G("f12-rabbitmq-epmd-timeout", "rabbitmq-diagnostics", "version", "https://github.com/rabbitmq/rabbitmq-server/issues/9358",
      [_rmq("mdmonirul") + "  * unable to connect to epmd (port 4369) on mdmonirul: timeout (timed out)",
       V("Status of node rabbit@mooc ...\nError: unable to connect to node rabbit@mooc: nodedown\n\n\nDIAGNOSTICS\n\n"
         "nodes in question: [rabbit@mooc]\n\nhosts, their running nodes and ports:\n"
         "- unable to connect to epmd on mooc: timeout (timed out)", tool="rabbitmqctl",
         src="https://github.com/OpenMOOC/moocng/issues/56")],
      cmd="sudo rabbitmq-diagnostics -q status", os=("linux",), exit=69, look="f12-rabbitmq-cookie-rejected"),
    G("f12-helm-repo-index-404", "helm", "non-file-path", "https://github.com/kubernetes-sigs/descheduler/issues/355",
      [_HELM.format(url="https://kubernetes-sigs.github.io/descheduler/")
       + "failed to fetch https://kubernetes-sigs.github.io/descheduler/index.yaml : 404 Not Found",
       V(_HELM.format(url="https://github.com/timescale/timescaledb-kubernetes")
         + "failed to fetch https://github.com/timescale/timescaledb-kubernetes/index.yaml : 404 Not Found",
         src="https://github.com/timescale/helm-charts/issues/85"),
       V(_HELM.format(url="https://eshepelyuk.github.io/cmak-operator/")
         + "failed to fetch https://eshepelyuk.github.io/cmak-operator/index.yaml : 404 Not Found",
         src="https://github.com/eshepelyuk/cmak-operator/issues/63"),
       V("Error: Oops! Looks like https://github.com/helm/charts is not a valid chart repository or cannot be reached\n\n"
         "Usage:\n  helm repo add [flags] [NAME] [URL]", cls="version", src="https://github.com/helm/helm/issues/804")],
      cmd="helm repo add charts <<remote>>", os=("linux", "macos")),
    G("f12-helm-repo-no-such-host", "helm", "version", "https://github.com/rowanruseler/helm-charts/issues/78",
      [_HELM.format(url="https://helm.runix.net/")
       + "Get https://helm.runix.net/index.yaml: dial tcp: lookup helm.runix.net on 127.0.0.53:53: no such host",
       V(_HELM.format(url="https://charts.kagent.dev") + 'Get "https://charts.kagent.dev/index.yaml": dial tcp: lookup '
         "charts.kagent.dev: no such host", src="https://github.com/kagent-dev/kmcp/issues/36")],
      cmd="helm repo add runix https://helm.runix.net/", os=("linux",), look="f12-helm-repo-index-404"),
    G("f12-helm-repo-timeout", "helm", "non-file-path", "https://github.com/vllm-project/production-stack/issues/795",
      [_HELM.format(url="https://vllm-project.github.io/production-stack") + 'Get "https://vllm-project.github.io/'
       'production-stack/index.yaml": context deadline exceeded (Client.Timeout exceeded while awaiting headers)',
       V(_HELM.format(url="https://charts.apiseven.com") + 'Get "https://charts.apiseven.com/index.yaml": dial tcp '
         "162.14.98.46:443: connect: operation timed out", os="macos",
         src="https://github.com/apache/apisix-helm-chart/issues/256")],
      cmd="helm repo add vllm https://vllm-project.github.io/production-stack", os=("linux",),
      look="f12-helm-repo-index-404"),
    G("f12-helm-repo-http-to-https", "helm", "non-file-path", "https://github.com/helm/helm-www/issues/1380",
      [_HELM.format(url="https://sdrancharts.onosproject.org") + 'Get "https://sdrancharts.onosproject.org/index.yaml": '
       "http: server gave HTTP response to HTTPS client"], cmd="helm repo add sdran https://sdrancharts.onosproject.org",
      os=("linux",), look="f12-helm-repo-index-404"),
    G("f12-helm-repo-503", "helm", "non-file-path", "https://github.com/pascaliske/helm-charts/issues/57",
      [_HELM.format(url="https://charts.pascaliske.dev")
       + "failed to fetch https://charts.pascaliske.dev/index.yaml : 503 Service Unavailable"],
      cmd="helm repo add pascaliske https://charts.pascaliske.dev", os=("macos", "linux"), look="f12-helm-repo-index-404"),
    G("f12-wget-temporary-dns-failure", "wget", "runtime-value", "https://github.com/meefik/linuxdeploy/issues/1159",
      [_WGET_TEMP.format(h="www.baidu.com"), _WGET_TEMP.format(h="<<host>>")],
      cmd="wget <<remote>>", os=("linux",), exit=4),
    G("f12-pip-errno-28-no-space", "pip", "version", "https://github.com/steamship-core/steamship-langchain/issues/57",
      ["Collecting torch\n  Downloading torch-2.0.1-cp38-cp38-manylinux1_x86_64.whl (619.9 MB)\n" + _PIP28,
       V(_PIP28, src="https://github.com/vllm-project/vllm/issues/2216"),
       V("Could not install packages due to an EnvironmentError: [Errno 28] No space left on device",
         src="https://github.com/pypa/pip/issues/5816"),
       V("ERROR: Could not install packages due to an EnvironmentError: [Errno 28] No space left on device\n\n"
         "ERROR: Service 'api' failed to build : The command '/bin/sh -c pip install -r /build/extra/requirements.txt && "
         "rm -rf /build/extra/requirements.txt' returned a non-zero code: 1", tool="docker-compose", cls="wrapper",
         src="https://github.com/mudler/LocalAI/issues/791")],
      cmd="pip install -r requirements.txt", os=("linux",), n=8),
]

QUERIES = [
    Q("rabbitmqctl rejected, erlang cookie does not match", "f12-rabbitmq-cookie-rejected", "plain"),
    Q("rabbitmqctl 认证失败 erlang cookie 不一致", "f12-rabbitmq-cookie-rejected", "zh"),
    Q("rabbitmq cluster status says the rabbit node is not running", "f12-rabbitmq-node-not-running", "plain"),
    Q("rabbitmq 集群状态 节点没有运行", "f12-rabbitmq-node-not-running", "zh"),
    Q("rabbitmq diagnostics cannot reach epmd after ubuntu upgrade", "f12-rabbitmq-epmd-timeout", "plain"),
    Q("升级系统后 rabbitmq 连不上 epmd 超时", "f12-rabbitmq-epmd-timeout", "zh"),
    Q("helm repo add gives 404 for the chart index", "f12-helm-repo-index-404", "plain"),
    Q("helm 添加仓库 index.yaml 返回 404", "f12-helm-repo-index-404", "zh"),
    Q("helm cannot look up the chart repo hostname", "f12-helm-repo-no-such-host", "plain"),
    Q("helm 添加仓库时域名解析不到", "f12-helm-repo-no-such-host", "zh"),
    Q("helm repo add hangs then times out", "f12-helm-repo-timeout", "plain"),
    Q("helm 添加仓库超时连不上", "f12-helm-repo-timeout", "zh"),
    Q("helm chart repo answers plain http on an https url", "f12-helm-repo-http-to-https", "plain"),
    Q("helm 仓库用 https 访问但服务端只给 http", "f12-helm-repo-http-to-https", "zh"),
    Q("helm repo temporarily unavailable 503", "f12-helm-repo-503", "plain"),
    Q("helm 仓库服务暂时不可用 503", "f12-helm-repo-503", "zh"),
    Q("wget cannot resolve any hostname, temporary DNS failure", "f12-wget-temporary-dns-failure", "plain"),
    Q("wget 下载时域名解析暂时失败", "f12-wget-temporary-dns-failure", "zh"),
    Q("pip install torch fails because the disk is full", "f12-pip-errno-28-no-space", "plain"),
    Q("pip 安装依赖时磁盘空间不足", "f12-pip-errno-28-no-space", "zh"),
]
