#ifndef CSDL2_SHIM_H
#define CSDL2_SHIM_H
#include <SDL2/SDL.h>
#include <SDL2/SDL_ttf.h>
#include <SDL2/SDL_image.h>

/// The GL_RENDERER string of the current OpenGL (ES) context ("llvmpipe (LLVM 15.0.6, 256 bits)" for
/// Mesa's CPU rasteriser), or NULL without one. SDL creates and makes current a context for its OpenGL
/// renderers but exposes no GL calls; glGetString is reached through SDL's loader.
static inline const char *CSDL2_CurrentGLRenderer(void) {
    typedef const unsigned char *(*GetString)(unsigned int);
    if (SDL_GL_GetCurrentContext() == NULL) return NULL;
    GetString get = (GetString)SDL_GL_GetProcAddress("glGetString");
    return get ? (const char *)get(0x1F01 /* GL_RENDERER */) : NULL;
}
#endif
