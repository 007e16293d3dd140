// CarouselTestSupport
