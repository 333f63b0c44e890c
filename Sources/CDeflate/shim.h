#ifndef IDVRES_CDEFLATE_SHIM_H
#define IDVRES_CDEFLATE_SHIM_H
/* libdeflate: whole-buffer inflation and CRC-32 of a zip's entries, about 2.5x libzip + zlib's speed. */
#include <libdeflate.h>
#endif
