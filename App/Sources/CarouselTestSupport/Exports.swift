// App tests that use golden images also drive the engine with its testing kit.
@_exported import CarouselCoreTesting
