#include <lcms2.h>
// Pixel formats Swift cannot import (the TYPE_* macros are built from function-like macros).
static const cmsUInt32Number CLCMS_TYPE_BGRA_8 = TYPE_BGRA_8;
static const cmsUInt32Number CLCMS_TYPE_ARGB_8 = TYPE_ARGB_8;
static const cmsUInt32Number CLCMS_TYPE_CMYK_8 = TYPE_CMYK_8;
static const cmsUInt32Number CLCMS_TYPE_CMYK_8_REV = TYPE_CMYK_8_REV;
static const cmsUInt32Number CLCMS_TYPE_RGB_8 = TYPE_RGB_8;
static const cmsUInt32Number CLCMS_TYPE_RGB_DBL = TYPE_RGB_DBL;
static const cmsUInt32Number CLCMS_TYPE_Lab_DBL = TYPE_Lab_DBL;
