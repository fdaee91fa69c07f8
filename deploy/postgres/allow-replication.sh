#!/bin/bash
# Lets the replica's base backup and stream in as the database's user (the compose file's primary, at its first start).
set -euo pipefail
echo "host replication ${POSTGRES_USER} all scram-sha-256" >>"$PGDATA/pg_hba.conf"
