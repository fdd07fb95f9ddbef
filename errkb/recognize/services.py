"""The services a message may name, as messages write them (`psql`, `postmaster`, `mongo`), each with
the one service it stands for. loop/conditions.py reads a refused or timed-out connection's subject
from them (with normalize's registered ports, `<redis-port>`); recognize/winerrors.py keeps the
words of a Windows socket error that names one.
"""

from __future__ import annotations

SERVICE_WORDS = {
    "redis": "redis", "postgres": "postgres", "postgresql": "postgres", "psql": "postgres", "postmaster": "postgres",
    "mysql": "mysql", "mariadb": "mysql", "mongodb": "mongodb", "mongo": "mongodb", "ssh": "ssh", "sshd": "ssh",
    "elasticsearch": "elasticsearch", "rabbitmq": "amqp", "amqp": "amqp", "kafka": "kafka", "zookeeper": "zookeeper",
    "memcached": "memcached", "cassandra": "cassandra", "consul": "consul", "nats": "nats", "couchdb": "couchdb",
    "neo4j": "neo4j", "influxdb": "influxdb", "cockroachdb": "cockroachdb", "mssql": "mssql", "oracle": "oracle",
}
