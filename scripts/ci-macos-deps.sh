#!/bin/sh
# .github/workflows/ci.yml, macOS job: the C libraries from Homebrew (README, "Install"), and
# PKG_CONFIG_PATH for the later steps (libxml2 and OpenSSL are keg-only).
set -eu
brew list libxml2 libzip libdeflate openssl@3 libmicrohttpd pkgconf >/dev/null 2>&1 \
  || brew install libxml2 libzip libdeflate openssl@3 libmicrohttpd pkgconf
echo "PKG_CONFIG_PATH=$(brew --prefix libxml2)/lib/pkgconfig:$(brew --prefix openssl@3)/lib/pkgconfig" >> "$GITHUB_ENV"
