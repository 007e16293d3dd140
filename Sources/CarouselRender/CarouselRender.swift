// CarouselRender
