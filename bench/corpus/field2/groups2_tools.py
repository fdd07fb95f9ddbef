"""Field set 2, build tools and services: C headers, PostgreSQL, everyday file commands.

Each group's message is copied from the public thread in `src`; only volatile parts are `<<slot>>`s.
"""

from __future__ import annotations

from fieldspec import G, V

_PG_NEW = ("connection to server at \"localhost\" (127.0.0.1), port 5432 failed: Connection refused\n"
           "        Is the server running on that host and accepting TCP/IP connections?")

GROUPS = [
    G("f2-c-header-openssl-ssl", "gcc", "wrapper", "https://github.com/grodansparadis/vscp/issues/230", [
        "../../common/mongoose.c:<<line>>:25: fatal error: openssl/ssl.h: No such file or directory\n"
        " #include <openssl/ssl.h>\n                         ^\ncompilation terminated.\n"
        "Makefile:279: recipe for target 'mongoose.o' failed\nmake[1]: *** [mongoose.o] Error 1",
        V("<<root>>/src/core/support/tls_util.cc:<<line>>:10: fatal error: openssl/ssl.h: No such file or directory\n"
          " #include \"openssl/ssl.h\"\n          ^~~~~~~~~~~~~~~\ncompilation terminated.\n"
          "make[2]: *** [src/core/CMakeFiles/hurlcore.dir/support/tls_util.cc.o] Error 1",
          src="https://github.com/Edgio/hurl/issues/18", tool="make", cmd="./build_simple.sh"),
        V("src/Mayaqua/Encrypt.c:<<line>>:25: fatal error: openssl/ssl.h: No such file or directory",
          src="https://github.com/SoftEtherVPN/SoftEtherVPN/issues/185"),
        V("fatal error: openssl/ssl.h: No such file or directory", src="https://github.com/codydeanbmc/ApexProject/issues/63"),
    ], cmd="make", exit=2, os=("linux",), look="f2-c-header-stdio", n=8),
    G("f2-c-header-stdio", "gcc", "multiline", "https://github.com/ekke/android-openssl-qt/issues/7", [
        "mem.c:<<line>>:19: fatal error: stdio.h: No such file or directory\n #include <stdio.h>\n                   ^\n"
        "compilation terminated.",
        "cpt_err.c:<<line>>:19: fatal error: stdio.h: No such file or directory\n #include <stdio.h>\n                   ^\n"
        "compilation terminated.",
    ], cmd="./build_openssl.sh", exit=2, os=("linux", "macos")),
    G("f2-postgres-refused", "psql", "version", "https://github.com/EnterpriseDB/edb-installers/issues/563", [
        V("psql: error: connection to server at \"localhost\" (::1), port 5432 failed: Connection refused (0x0000274D/10061)\n"
          "        Is the server running on that host and accepting TCP/IP connections?\n"
          "connection to server at \"localhost\" (127.0.0.1), port 5432 failed: Connection refused (0x0000274D/10061)\n"
          "        Is the server running on that host and accepting TCP/IP connections?", os="windows", shell="powershell"),
        V("sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) " + _PG_NEW + "\n"
          "connection to server at \"localhost\" (::1), port 5432 failed: Cannot assign requested address",
          src="https://github.com/paulpierre/RasaGPT/issues/35", tool="sqlalchemy", cls="two-programs"),
        V("psql: could not connect to server: Connection refused\n"
          "\tIs the server running on host \"localhost\" (::1) and accepting\n"
          "\tTCP/IP connections on port 5432?\ncould not connect to server: Connection refused\n"
          "\tIs the server running on host \"localhost\" (127.0.0.1) and accepting\n\tTCP/IP connections on port 5432?",
          src="https://github.com/guedes/pgvm/issues/48", os="macos"),
        V("connection to server at \"<<host>>\", port 5432 failed: Connection refused\n"
          "\tIs the server running on that host and accepting TCP/IP connections?",
          src="https://github.com/tines/rails-pg-adapter/pull/15", tool="rails", cls="runtime-value"),
    ], cmd="psql -U postgres", exit=2, os=("linux", "macos", "windows"), n=10),
    G("f2-cd-missing-dir", "sh", "shell", "https://github.com/Saadmairaj/tkterminal/issues/7", [
        V("/bin/sh: line 0: cd: <<proj>>: No such file or directory", shell="sh"),
        V("/bin/sh: line 0: cd: Documents: No such file or directory", shell="sh"),
    ], cmd="cd <<proj>>", os=("macos",)),
    G("f2-cat-missing-file", "cat", "everyday", "https://github.com/susanBuck/dwa15-fall2018/issues/23", [
        V("cat: error: No such file or directory", os="windows", shell="bash", cmd="cat error"),
    ], cmd="cat error", os=("linux", "macos")),
]
