#ifndef IDVRES_CCRYPTO_SHIM_H
#define IDVRES_CCRYPTO_SHIM_H
#include <openssl/evp.h>
#include <openssl/sha.h>
#endif
