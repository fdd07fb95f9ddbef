"""Field set 5: a refused Redis connection reported by two Node clients (ioredis, node_redis) and
by the libraries and runners above them (BullMQ's unhandled rejection, a logger's [ERROR] line). One
condition, one fix (start Redis or point the client at it); the client's own wording, its release
and the Node stack frames are what vary."""

from fieldspec import G, V

GROUPS = [
    G("f5-redis-refused-node-clients", "ioredis", "two-programs", "https://github.com/redis/ioredis/issues/351",
      ["[ioredis] Unhandled error event: Error: connect ECONNREFUSED 127.0.0.1:6379\n"
       "    at Object.exports._errnoException (util.js:870:11)\n    at exports._exceptionWithHostPort (util.js:893:20)\n"
       "    at TCPConnectWrap.afterConnect [as oncomplete] (net.js:1061:14)",
       V("You have triggered an unhandledRejection, you may have forgotten to catch a Promise rejection:\n"
         "Error: connect ECONNREFUSED 127.0.0.1:6379\n    at TCPConnectWrap.afterConnect [as oncomplete] (net.js:1129:14)\n"
         "This error originated either by throwing inside of an async function without a catch block, or by rejecting"
         " a promise which was not handled with .catch(). The promise rejected with the reason:\n"
         "Error: connect ECONNREFUSED 127.0.0.1:6379\n    at TCPConnectWrap.afterConnect [as oncomplete] (net.js:1129:14)\n"
         "[ioredis] Unhandled error event: Error: connect ECONNREFUSED 127.0.0.1:6379\n"
         "    at TCPConnectWrap.afterConnect [as oncomplete] (net.js:1129:14)",
         src="https://github.com/redis/ioredis/issues/1036", tool="bullmq", cls="wrapper"),
       V("[ERROR] system - Unhandled Rejection at: Promise {} reason: MaxRetriesPerRequestError: Reached the max retries"
         " per request limit (which is 20). Refer to \"maxRetriesPerRequest\" option for details.\n"
         "    at Socket.<anonymous> (/usr/lib/node_modules/shadowsocks-manager/node_modules/ioredis/built/redis/"
         "event_handler.js:95:37)\n[ioredis] Unhandled error event: Error: connect ECONNREFUSED 127.0.0.1:6379\n"
         "    at TCPConnectWrap.afterConnect [as oncomplete] (net.js:1104:14)",
         src="https://github.com/shadowsocks/shadowsocks-manager/issues/559", tool="shadowsocks-manager",
         cmd="ssmgr -c ~/.ssmgr/webgui.yml", cls="wrapper"),
       V("node:events:491\n      throw er; // Unhandled 'error' event\n      ^\n\nError: connect ECONNREFUSED 127.0.0.1:6379\n"
         "    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1247:16)\nEmitted 'error' event on RedisClient"
         " instance at:\n    at RedisClient.on_error (/usr/local/<<proj>>/server/node_modules/redis/index.js:342:14)",
         src="https://github.com/edumeet/edumeet/issues/1020", tool="node_redis"),
       V("Error: Redis connection to 127.0.0.1:6379 failed - connect ECONNREFUSED\n"
         "    at RedisClient.on_error (<<root>>\\node_modules\\redis\\index.js:196:24)\n"
         "    at Socket.<anonymous> (<<root>>\\node_modules\\redis\\index.js:106:14)",
         src="https://github.com/redis/node-redis/issues/787", tool="node_redis", os="windows", cls="version"),
       V("events.js:72\n        throw er; // Unhandled 'error' event\n              ^\n"
         "Error: Redis connection to 127.0.0.1:6379 failed - connect ECONNREFUSED\n"
         "    at RedisClient.on_error (/root/<<proj>>/node_modules/redis/index.js:185:24)\n"
         "    at Socket.<anonymous> (/root/<<proj>>/node_modules/redis/index.js:95:14)",
         src="https://github.com/zone117x/node-open-mining-portal/issues/89", tool="node_redis", cls="version")],
      cmd="node server.js", os=("linux", "macos")),
]
