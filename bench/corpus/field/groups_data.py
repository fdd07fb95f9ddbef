"""Databases and caches: a service that is down, as its own CLI and as client libraries in several
languages report it (one group per service: the fix is on the service), psql's socket message
across releases, MySQL access denied with and without a password.
"""

# ruff: noqa: E501  -- real messages and queries read better unbroken (CJK counts double)

from __future__ import annotations

from fieldspec import G, V

_PSQL_OLD = ("psql: could not connect to server: No such file or directory\n\tIs the server running locally and accepting\n"
             "\tconnections on Unix domain socket \"<<sock>>\"?")
_MYSQL_YES = "ERROR 1045 (28000): Access denied for user 'root'@'localhost' (using password: YES)"

GROUPS: list[G] = [
    G("redis-connection-refused", "redis-cli", "two-programs", "https://github.com/redis/redis/issues/457", [
        "Could not connect to Redis at 127.0.0.1:6379: Connection refused\nnot connected> ",
        V("Could not connect to Redis at 127.0.0.1:6379: Connection refused", src="https://github.com/DavidWittman/ansible-redis/issues/194"),
        V("Error: Redis connection to 127.0.0.1:6379 failed - connect ECONNREFUSED 127.0.0.1:6379\n    at TCPConnectWrap.after"
          "Connect [as oncomplete] (net.js:1144:16) {\n  errno: -61,\n  code: 'ECONNREFUSED',\n  syscall: 'connect',\n  address: "
          "'127.0.0.1',\n  port: 6379\n}", tool="node", cmd="node <<jsfile>>", os="macos",
          src="https://github.com/lfb/nodejs-koa-blog/issues/99"),
        V("0|<<proj>> | Error: Redis connection to 127.0.0.1:6379 failed - connect ECONNREFUSED 127.0.0.1:6379\n0|<<proj>> |     at "
          "Object._errnoException (util.js:992:11)\n0|<<proj>> |     at _exceptionWithHostPort (util.js:1014:20)", tool="pm2",
          cmd="pm2 logs", src="https://github.com/typeorm/typeorm/issues/3519", cls="wrapper"),
        V("ConnectionError: Error 61 connecting to localhost:6379. Connection refused.", tool="python", os="macos",
          cmd="python3 <<pyfile>>", src="https://github.com/comsysto/twitter-realtime-heatmap/issues/2"),
        V("<<container>>  |   File \"/usr/local/lib/python3.10/dist-packages/redis/connection.py\", line 665, in _connect\n"
          "<<container>>  |     sock.connect(socket_address)\n<<container>>  | ConnectionRefusedError: [Errno 111] Connection refused",
          tool="docker-compose", cmd="docker compose up", src="https://github.com/mehmetgoren/feniks/issues/41", cls="wrapper"),
        V("Redis::CannotConnectError: Error connecting to Redis on 127.0.0.1:6379 (ECONNREFUSED)", tool="ruby",
          cmd="bundle exec sidekiq", src="https://github.com/bfosberry/GameSocial/issues/167"),
    ], cmd="redis-cli ping", n=7),
    G("psql-socket-missing", "psql", "version", "https://github.com/IIC2413/Syllabus-2023-2/issues/213", [
        "psql: error: connection to server on socket \"<<sock>>\" failed: No such file or directory\n\tIs the server running "
        "locally and accepting connections on that socket?",
        V(_PSQL_OLD, src="https://github.com/fossasia/open-event-server/issues/3965", cls="version"),
        V("psql: error: could not connect to server: could not connect to server: No such file or directory\n\tIs the server "
          "running locally and accepting\n\tconnections on Unix domain socket \"/tmp/.s.PGSQL.5432\"?", os="macos",
          src="https://github.com/PostgresApp/PostgresApp/issues/587", cls="version"),
        V("psql: error: connection to server on socket \"<<sock>>\" failed: No such file or directory\n\tIs the server running "
          "locally and accepting connections on that socket?\nError: Process completed with exit code 2.",
          src="https://github.com/neurostuff/neurostore/issues/178", cls="wrapper"),
        V("'/Applications/Postgres.app/Contents/Versions/9.3/bin'/psql -p5432\n" + _PSQL_OLD.replace("<<sock>>", "/tmp/.s.PGSQL.5432"),
          os="macos", src="https://github.com/PostgresApp/PostgresApp/issues/185", cls="version"),
    ], cmd="sudo -u postgres psql", exit=2, n=6),
    G("psql-socket-refused", "psql", "version", "https://github.com/ESGF/esgf-installer/issues/217", [
        "psql: could not connect to server: Connection refused\n\tIs the server running locally and accepting\n\tconnections on "
        "Unix domain socket \"/tmp/.s.PGSQL.5432\"?",
        "psql: error: connection to server on socket \"/tmp/.s.PGSQL.5432\" failed: Connection refused\n\tIs the server running "
        "locally and accepting connections on that socket?",
    ], cmd="psql -U postgres", exit=2, look="psql-socket-missing", n=4),
    G("mysql-access-denied-root-password", "mysql", "two-programs", "https://github.com/mysqljs/mysql/issues/2143", [
        _MYSQL_YES,
        V("Enter password: \n" + _MYSQL_YES, src="https://github.com/irmantas/symfony2-vagrant/issues/28"),
        V("(1045, \"Access denied for user 'root'@'localhost' (using password: YES)\")", tool="python", cmd="python db.py",
          src="https://github.com/yaokui2018/grade_statistics/issues/1"),
        V("请输入数据库的密码(必填): \n" + _MYSQL_YES + "\n请输入Redis的IP地址(默认:本机Redis)", locale="zh",
          cmd="bash install.sh", src="https://github.com/trojanpanel/install-script/issues/54", cls="wrapper"),
        V("ERROR 1045 \\(28000\\): Access denied for user 'root'@'localhost' \\(using password: YES\\)",
          src="https://github.com/Octopussy-Project/Octopussy/issues/523"),
    ], cmd="mysql -u root -p", n=5),
    G("mysql-access-denied-no-password", "mysql", "two-programs", "https://github.com/shogo82148/actions-setup-mysql/issues/1188", [
        "ERROR 1045 (28000): Access denied for user 'root'@'localhost' (using password: NO)",
        V("Connect Error (1045) Access denied for user 'root'@localhost'(using password: NO)", tool="php",
          src="https://github.com/WWBN/AVideo/issues/881"),
        V("Error: Access denied for user 'root'@'localhost' (using password: NO)", tool="flyenv", os="macos",
          src="https://github.com/xpf0000/FlyEnv/issues/632"),
    ], cmd="mysql -uroot -e 'CREATE DATABASE app;'", look="mysql-access-denied-root-password", n=4),
]

GROUPS += [
    G("mysql-access-denied-admin", "mysql", "two-programs", "https://github.com/webtoolsgroup/InstantWP/issues/116", [
        "#1045 - Access denied for user 'admin'@'localhost' (using password: YES)",
        "ERROR 1045 (28000): Access denied for user 'admin'@'localhost' (using password: YES)",
    ], cmd="mysql -u admin -p", look="mysql-access-denied-no-password", n=4),
    G("mysql-access-denied-app-user-node", "node", "two-programs", "https://github.com/mysqljs/mysql/issues/2017", [
        "ER_ACCESS_DENIED_ERROR: Access denied for user 'fernando'@'localhost' (using password: YES)",
        "Error: ER_ACCESS_DENIED_ERROR: Access denied for user 'fernando'@'localhost' (using password: YES)\n    at Handshake."
        "Sequence._packetToError (<<root>>/node_modules/mysql/lib/protocol/sequences/Sequence.js:47:14)",
    ], cmd="node <<jsfile>>", look="mysql-access-denied-admin", n=4),
]
