"""Field set 5: the Kubernetes scheduler and MongoDB clients. The resource the scheduler lacks (memory,
cpu, pod slots) decides the fix; pod names, node counts and event ages are runtime values. A refused
MongoDB connection is one group whether Mongoose, the native driver or Node itself reports it; when
the address is IPv6 `::1` (Node 18 resolving `localhost` first to IPv6) the fix differs, so it is its
own group."""

from fieldspec import G, V

GROUPS = [
    G("f5-k8s-insufficient-memory", "kubectl", "runtime-value", "https://github.com/kubernetes/kubernetes/issues/86942",
      ["Warning  FailedScheduling  <<n2>>s (x<<n2>> over <<n>>m)  default-scheduler  0/12 nodes are available: 3"
       " Insufficient memory, 9 node(s) didn't match node selector.",
       V("I1103 <<time>>.<<n2>>       1 factory.go:445] \"Unable to schedule pod; no fit; waiting\""
         " pod=\"testproj/<<pod>>\" err=\"0/1 nodes are available: 1 Insufficient memory.\"",
         src="https://github.com/crc-org/crc/issues/1638", tool="kube-scheduler", cmd="oc logs kube-scheduler",
         cls="wrapper"),
       V("0/1 nodes are available: 1 Insufficient memory. preemption: 0/1 nodes are available: 1 No preemption victims"
         " found for incoming pod.", src="https://github.com/harvester/harvester/issues/3136", cls="version"),
       V("<<ts>>   <<ts>>   26        <<pod>>.<<hex12>>    Pod      Warning   FailedScheduling"
         "              default-scheduler      0/8 nodes are available: 1 Insufficient memory, 7 node(s) didn't match"
         " node selector.", src="https://github.com/OpenShiftDemos/openshift-ops-workshops/issues/358", tool="oc",
         cmd="oc get events")],
      cmd="kubectl describe pod <<pod>>", exit=0, os=("linux",)),
    G("f5-k8s-insufficient-cpu", "kubectl", "version", "https://github.com/googlecodelabs/feedback/issues/274",
      ["No nodes are available that match all of the following predicates:: Insufficient cpu (3).",
       V("No nodes are available that match all of the following predicates:: Insufficient cpu (1).",
         src="https://github.com/kubernetes/kubernetes/issues/48759", os="macos")],
      cmd="kubectl describe pod <<pod>>", exit=0, os=("linux",), look="f5-k8s-insufficient-memory"),
    G("f5-k8s-insufficient-pods", "kubectl", "runtime-value", "https://github.com/kubernetes/kubernetes/issues/107194",
      ["0/5 nodes are available: 2 node(s) were unschedulable, 3 Insufficient pods."],
      cmd="kubectl describe pod <<pod>>", exit=0, os=("linux",), look="f5-k8s-insufficient-memory"),
    G("f5-mongo-refused-ipv4", "mongoose", "two-programs", "https://github.com/madlabsinc/mevn-cli/issues/187",
      ["Listening On http://localhost:9000/api\nMongo CONNECT error: MongooseServerSelectionError: connect ECONNREFUSED"
       " 127.0.0.1:27017\n    at NativeConnection.Connection.openUri"
       " (<<root>>/server/node_modules/mongoose/lib/connection.js:800:32)",
       V("(node:<<pid>>) UnhandledPromiseRejectionWarning: MongooseServerSelectionError: connect ECONNREFUSED"
         " 127.0.0.1:27017", src="https://github.com/Automattic/mongoose/issues/12104", os="windows", cls="wrapper"),
       V("MongoError: failed to connect to server [127.0.0.1:27017] on first connect [MongoError: connect ECONNREFUSED"
         " 127.0.0.1:27017]", src="https://github.com/Automattic/mongoose/issues/5550", cls="version"),
       V("An error ocurred with the DB connection:  { [MongoError: connect ECONNREFUSED 127.0.0.1:27017]\n"
         "  name: 'MongoError',\n  message: 'connect ECONNREFUSED 127.0.0.1:27017' }",
         src="https://github.com/ericmdantas/generator-ng-fullstack/issues/134", cls="version"),
       V("Error: connect ECONNREFUSED 127.0.0.1:27017\n    at Object.exports._errnoException (util.js:856:11)\n"
         "    at exports._exceptionWithHostPort (util.js:879:20)\n"
         "    at TCPConnectWrap.afterConnect [as oncomplete] (net.js:1057:14)",
         src="https://github.com/auth0-blog/hapi-jwt-authentication/issues/1", tool="node", cmd="node server.js")],
      cmd="npm run dev", os=("linux", "macos")),
    G("f5-mongo-refused-ipv6-localhost", "mongodb", "two-programs", "https://github.com/iamshaunjp/complete-mongodb/issues/5",
      ["MongoServerSelectionError: connect ECONNREFUSED ::1:27017\n    at Timeout._onTimeout"
       " (<<root>>\\node_modules\\mongodb\\lib\\sdam\\topology.js:285:38)\n"
       "    at listOnTimeout (node:internal/timers:564:17)\n    at process.processTimers (node:internal/timers:507:7) {",
       V("$ node server.js\nServer listening on port: 5000\nMongooseServerSelectionError: connect ECONNREFUSED ::1:27017\n"
         "    at _handleConnectionErrors (<<root>>\\node_modules\\mongoose\\lib\\connection.js:755:11)\n"
         "    at NativeConnection.openUri (<<root>>\\node_modules\\mongoose\\lib\\connection.js:730:11)",
         src="https://github.com/jas3333/gptchat_pinecone/issues/6", tool="mongoose", shell="bash")],
      cmd="node app.js", os=("windows",), look="f5-mongo-refused-ipv4"),
]
