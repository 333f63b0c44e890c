#ifndef IDVRES_CXML_SHIM_H
#define IDVRES_CXML_SHIM_H
// libxml2 pulls in ICU headers whose types collide with Foundation's own ICU module
// ("'UErrorCode' has different definitions in different modules"): read the version
// header first, switch the ICU part off, then include the rest.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/SAX2.h>
#include <libxml/xmlerror.h>
#include <libxml/xmlreader.h>
#endif
