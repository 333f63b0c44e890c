#ifndef IDVRES_CZIP_SHIM_H
#define IDVRES_CZIP_SHIM_H
#include <zip.h>
#endif
