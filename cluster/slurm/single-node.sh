#!/usr/bin/env bash
# A single-node Slurm on this machine, for the tests (cluster/slurm/test.sh)
# and for trying the recipes without a cluster. Debian, as root.
#
#   cluster/slurm/single-node.sh start   install what is missing (apt: slurm-wlm,
#                                        munge), configure localhost, start the
#                                        daemons that are not running
#   cluster/slurm/single-node.sh stop    stop the daemons that `start` started
#                                        (by their process ids), nothing else
#
# Idempotent: a munged or a Slurm controller already running is used as it
# is (and left running by `stop`); packages are installed only when missing;
# /etc/slurm/slurm.conf is written only when no controller answers.
set -euo pipefail

state_dir=/run/bitqueens-slurm
started="$state_dir/started"   # "name pid" of each daemon this script started

say() { echo "single-node slurm: $*" >&2; }
die() { say "FAILED: $*"; exit 1; }

install_missing() {
  local need=()
  for pkg in slurm-wlm munge; do
    dpkg -s "$pkg" >/dev/null 2>&1 || need+=("$pkg")
  done
  if [ ${#need[@]} -gt 0 ]; then
    [ "$(id -u)" = 0 ] || die "installing ${need[*]} needs root"
    say "installing ${need[*]} (apt)"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq </dev/null >/dev/null
    apt-get install -y -qq --no-install-recommends "${need[@]}" </dev/null >/dev/null \
      || die "apt-get install ${need[*]} failed"
  fi
}

remember() { mkdir -p "$state_dir"; echo "$1 $2" >>"$started"; }

# The pid in a pid file, if that process is alive.
alive_pid() {
  local pid
  [ -s "$1" ] || return 1
  pid=$(cat "$1")
  kill -0 "$pid" 2>/dev/null && echo "$pid"
}

start_munge() {
  if munge -n </dev/null 2>/dev/null | unmunge >/dev/null 2>&1; then
    say "munge is already running: using it"
    return
  fi
  if [ ! -s /etc/munge/munge.key ]; then
    if command -v mungekey >/dev/null; then
      mungekey -c -f -k /etc/munge/munge.key
    else
      dd if=/dev/urandom of=/etc/munge/munge.key bs=1 count=1024 status=none
    fi
  fi
  chown munge:munge /etc/munge/munge.key
  chmod 400 /etc/munge/munge.key
  mkdir -p /run/munge /var/lib/munge /var/log/munge
  chown munge:munge /run/munge /var/lib/munge /var/log/munge
  runuser -u munge -- /usr/sbin/munged --force || die "munged does not start"
  local pid="" i
  for i in $(seq 50); do
    pid=$(alive_pid /run/munge/munged.pid) && break
    sleep 0.1
  done
  [ -n "$pid" ] || die "munged started but wrote no pid file"
  remember munged "$pid"
  say "munged started (pid $pid)"
}

write_conf() {
  local host cpus mem
  host=$(hostname -s)
  cpus=$(nproc)
  # RealMemory in MB, below the total (slurmd refuses a node with less).
  mem=$(awk '/MemTotal/ { printf "%d", $2 / 1024 * 0.9 }' /proc/meminfo)
  mkdir -p /etc/slurm /var/spool/slurmctld /var/spool/slurmd /var/log/slurm /run/slurm
  cat >/etc/slurm/slurm.conf <<EOF
# Written by bitqueens cluster/slurm/single-node.sh: one node, this machine.
ClusterName=bitqueens
SlurmctldHost=$host
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
CredType=cred/munge
MpiDefault=none
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
ReturnToService=2
SchedulerType=sched/backfill
SlurmctldPidFile=/run/slurm/slurmctld.pid
SlurmdPidFile=/run/slurm/slurmd.pid
StateSaveLocation=/var/spool/slurmctld
SlurmdSpoolDir=/var/spool/slurmd
SlurmctldLogFile=/var/log/slurm/slurmctld.log
SlurmdLogFile=/var/log/slurm/slurmd.log
SlurmctldTimeout=30
SlurmdTimeout=30
MinJobAge=30
NodeName=$host CPUs=$cpus RealMemory=$mem State=UNKNOWN
PartitionName=debug Nodes=$host Default=YES MaxTime=INFINITE State=UP
EOF
}

start_daemon() { # name binary pidfile
  local name=$1 bin=$2 pidfile=$3 pid="" i
  "$bin" || die "$name does not start (see /var/log/slurm/$name.log)"
  for i in $(seq 100); do
    pid=$(alive_pid "$pidfile") && break
    sleep 0.1
  done
  [ -n "$pid" ] || die "$name started but is not running (see /var/log/slurm/$name.log)"
  remember "$name" "$pid"
  say "$name started (pid $pid)"
}

start() {
  [ "$(id -u)" = 0 ] || die "run as root (it installs packages and starts daemons)"
  install_missing
  start_munge
  if scontrol ping 2>/dev/null | grep -q 'is UP'; then
    say "a Slurm controller is already up: using it"
  else
    write_conf
    start_daemon slurmctld /usr/sbin/slurmctld /run/slurm/slurmctld.pid
  fi
  if ! alive_pid /run/slurm/slurmd.pid >/dev/null && ! pgrep -x slurmd >/dev/null; then
    start_daemon slurmd /usr/sbin/slurmd /run/slurm/slurmd.pid
  fi
  local i state=""
  for i in $(seq 60); do
    state=$(sinfo -h -N -o '%t' 2>/dev/null | head -1 || true)
    case "$state" in idle | mix | alloc) say "node $state: ready"; return 0 ;; esac
    sleep 0.5
  done
  die "the node did not become idle (state '${state:-none}'; see /var/log/slurm/)"
}

stop() {
  [ -f "$started" ] || { say "nothing started by this script is running"; return 0; }
  # Reverse order: slurmd, slurmctld, munged.
  tac "$started" | while read -r name pid; do
    # Only that very daemon (a pid can be reused once it has ended).
    if [ "$(cat "/proc/$pid/comm" 2>/dev/null)" = "$name" ]; then
      kill "$pid" 2>/dev/null || true
      for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
      kill -0 "$pid" 2>/dev/null && kill -9 "$pid" 2>/dev/null || true
      say "$name (pid $pid) stopped"
    fi
  done
  rm -f "$started"
}

case "${1:-}" in
  start) start ;;
  stop) stop ;;
  *) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
