// CarouselImages
