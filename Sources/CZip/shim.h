#ifndef IDVRES_CZIP_SHIM_H
#define IDVRES_CZIP_SHIM_H
#include <zip.h>
/* zlib (a dependency of libzip-dev): Packer deflates the zips it writes, RecipeZipWriter hostile test archives. */
#include <zlib.h>
#endif
